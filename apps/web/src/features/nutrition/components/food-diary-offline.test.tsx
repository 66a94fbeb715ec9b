import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIARY_DAY_FULL } from '@kinetic/contracts/food-diary';
import {
  CONFLICT_DISMISS,
  DIARY_SAVED_OFFLINE,
  SEARCH_NEEDS_NETWORK,
  ENTRY_WAITING,
  WAITING_TO_SEND,
  diaryConflictRefused,
  waitingCount,
} from '@kinetic/contracts/offline';
import { findToast } from '../../../test/render-app.tsx';
import { T, entryOf, oats, open, serve, today } from './diary-fixtures.ts';

const goOnline = () => window.dispatchEvent(new Event('online'));
const region = (name: string) => screen.getByRole('region', { name });

describe('the food diary offline', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the recent foods and the everyday list offline, and says a new search needs the network', async () => {
    const { net } = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to lunch' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Add to lunch' });
    await within(dialog).findByRole('list', { name: 'Food results' }, T);
    net.up = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(within(dialog).getByRole('list', { name: 'Recent foods' })).toHaveTextContent('Oats, rolled');
    await user.type(within(dialog).getByLabelText('Search foods'), 'kiwi');
    expect(await within(dialog).findByText(SEARCH_NEEDS_NETWORK, {}, T)).toBeInTheDocument();
    // The everyday list again once the search is cleared.
    await user.clear(within(dialog).getByLabelText('Search foods'));
    expect(await within(dialog).findByRole('button', { name: 'Add Oats, rolled' }, T)).toBeInTheDocument();
  });

  it('adds, changes and deletes entries offline, shown at once with the totals, and sends them in order once online', async () => {
    const sandwich = entryOf(today, {
      date: today,
      mealType: 'LUNCH',
      name: 'Sandwich',
      kcal: 500,
      protein: 20,
    });
    const porridge = entryOf(today, { date: today, mealType: 'BREAKFAST', foodId: oats.id, grams: 80 });
    const { calls, entries, net } = serve([sandwich, porridge]);
    open();
    const user = userEvent.setup();
    expect(
      await within(await screen.findByRole('region', { name: 'Day totals' }, T)).findByText(
        /803.2 of 2,000 kcal/,
        {},
        T,
      ),
    ).toBeInTheDocument();
    net.up = false;

    // A quick entry, offline: kept on the phone, shown in its meal and the totals at once.
    await user.click(screen.getByRole('button', { name: 'Add food to snacks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to snacks' });
    await user.click(within(dialog).getByRole('button', { name: 'Quick add' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Protein bar');
    await user.type(within(dialog).getByLabelText('Calories (kcal)'), '210');
    await user.type(within(dialog).getByLabelText('Protein (g)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await findToast(DIARY_SAVED_OFFLINE)).toBeInTheDocument();
    const snacks = within(region('Snacks'));
    expect(snacks.getByText('Protein bar')).toBeInTheDocument();
    expect(snacks.getByText(ENTRY_WAITING)).toBeInTheDocument();
    // A waiting entry has no id of the server's yet: nothing to change or delete.
    expect(snacks.queryByRole('button', { name: 'Delete Protein bar' })).not.toBeInTheDocument();

    // The porridge changed from 80 to 100 g: its nutrients scale with it.
    await user.click(screen.getByRole('button', { name: 'Change Oats, rolled' }));
    const change = await screen.findByRole('dialog', { name: 'Change Oats, rolled' });
    await user.clear(within(change).getByLabelText('Grams'));
    await user.type(within(change).getByLabelText('Grams'), '100');
    await user.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const breakfast = within(region('Breakfast'));
    // (Scaled from the entry's rounded values: a tenth may differ until the server's answer.)
    expect(breakfast.getByText(/^100 g · P 12.6/)).toBeInTheDocument();
    expect(breakfast.getByRole('list', { name: 'Breakfast entries' })).toHaveTextContent('379 kcal');
    expect(breakfast.getByText(ENTRY_WAITING)).toBeInTheDocument();

    // The sandwich deleted.
    await user.click(screen.getByRole('button', { name: 'Delete Sandwich' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete entry' }),
    );
    await waitFor(() => expect(within(region('Lunch')).queryByText('Sandwich')).not.toBeInTheDocument());

    // The totals as they will be: 379 + 210 kcal, 12.6 + 20 g of protein.
    const totals = region('Day totals');
    expect(totals).toHaveTextContent('Calories589 of 2,000 kcal1,411 kcal left');
    expect(totals).toHaveTextContent('Protein32.6 of 150 g117.4 g left');
    expect(screen.getByText(WAITING_TO_SEND)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: waitingCount(3) })).toBeInTheDocument();
    expect(entries).toHaveLength(2);

    net.up = true;
    goOnline();
    await waitFor(() => expect(screen.queryByText(WAITING_TO_SEND)).not.toBeInTheDocument(), T);
    const sent = calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/api/nutrition/diary'));
    // Each sent once when answered (the attempts while offline got no answer), in the order made.
    const answered = sent.slice(-3);
    expect(answered.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/nutrition/diary',
      `PATCH /api/nutrition/diary/${porridge.id}`,
      `DELETE /api/nutrition/diary/${sandwich.id}`,
    ]);
    // Every attempt of one write carries its one key.
    const keys = new Set(sent.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']));
    expect(keys.size).toBe(1);
    expect(entries.map((e) => [e.name, e.kcal])).toEqual([
      ['Oats, rolled', 379],
      ['Protein bar', 210],
    ]);
    // Read again from the server: the same numbers, nothing marked waiting.
    await waitFor(() => expect(screen.queryByText(ENTRY_WAITING)).not.toBeInTheDocument());
    expect(region('Day totals')).toHaveTextContent('Calories589 of 2,000 kcal1,411 kcal left');
    expect(screen.queryByRole('status', { name: /waiting to send/ })).not.toBeInTheDocument();
  });

  it('shows an entry the server refused once online, in words to copy, until dismissed', async () => {
    const { net } = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add food to dinner' }, T));
    net.up = false;
    const dialog = await screen.findByRole('dialog', { name: 'Add to dinner' });
    await user.click(within(dialog).getByRole('button', { name: 'Quick add' }));
    await user.type(within(dialog).getByLabelText('Name'), 'Pizza');
    await user.type(within(dialog).getByLabelText('Calories (kcal)'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Add to diary' }));
    expect(await findToast(DIARY_SAVED_OFFLINE)).toBeInTheDocument();
    expect(within(region('Dinner')).getByText('Pizza')).toBeInTheDocument();

    // Meanwhile the day filled up on another device.
    net.refuseAdds = { status: 409, body: { error: DIARY_DAY_FULL } };
    net.up = true;
    goOnline();
    const alert = await screen.findByRole('alert', {}, T);
    expect(alert).toHaveTextContent(diaryConflictRefused(DIARY_DAY_FULL));
    expect(within(alert).getByRole('list', { name: 'Your entries' })).toHaveTextContent(
      `${today}, Dinner: Pizza, 900 kcal`,
    );
    expect(within(region('Dinner')).queryByText('Pizza')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: CONFLICT_DISMISS }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
