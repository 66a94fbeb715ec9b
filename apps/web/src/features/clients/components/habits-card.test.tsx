import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HABITS_ACTIVE_MAX, HABIT_TEXTS, addDays, habitStats, type Habit } from '@kinetic/contracts/habits';
import { fieldRefusal, mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, client } from './client-fixtures.ts';

const base = `/api/clients/${CLIENT_ID}`;
const T = { timeout: 5000 };
const today = '2026-11-25';
let n = 0;

function habit(
  name: string,
  frequency: 'daily' | 'weekly',
  daysPerWeek: number | null,
  ticks: string[] = [],
): Habit {
  n += 1;
  const kind = { frequency, daysPerWeek };
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    clientId: CLIENT_ID,
    name,
    ...kind,
    createdAt: '2026-11-01T00:00:00.000Z',
    ticks,
    earlierRun: 0,
    stats: habitStats(kind, ticks, today),
  };
}

function serve(start: Habit[], post?: (body: unknown) => MockAnswer | undefined) {
  let stored = start;
  // Removing archives a habit: the list no longer holds it.
  const removals = Object.fromEntries(
    start.map((h) => [
      `DELETE ${base}/habits/${h.id}`,
      () => {
        stored = stored.filter((s) => s.id !== h.id);
        return { status: 204 };
      },
    ]),
  );
  return mockFetch({
    ...removals,
    [`GET ${base}`]: { body: { client } },
    [`GET ${base}/habits`]: () => ({ body: { today, firstTickDay: addDays(today, -6), habits: stored } }),
    [`POST ${base}/habits`]: ({ body }) => {
      const refused = post?.(body);
      if (refused) return refused;
      const b = body as { name: string; frequency: 'daily' | 'weekly'; daysPerWeek: number | null };
      const made = habit(b.name, b.frequency, b.daysPerWeek);
      stored = [...stored, made];
      return { status: 201, body: { habit: made } };
    },
  });
}

async function openCard() {
  signIn(['TRAINER']);
  renderApp(`/trainer/clients/${CLIENT_ID}`);
  return screen.findByRole('region', { name: HABIT_TEXTS.trainerTitle }, { timeout: 15_000 });
}

describe('the habits card (trainer)', { timeout: 30_000 }, () => {
  it('says what to do when the client has no habits', async () => {
    serve([]);
    const card = await openCard();
    expect(await within(card).findByText(HABIT_TEXTS.trainerEmpty, {}, T)).toBeInTheDocument();
  });

  it("shows each habit's last 7 days, streak and this week's adherence", async () => {
    serve([
      habit('8,000 steps', 'daily', null, [addDays(today, -2), addDays(today, -1), today]),
      habit('Gym class', 'weekly', 3, ['2026-11-23']),
    ]);
    const card = await openCard();
    expect(await within(card).findByText('8,000 steps', {}, T)).toBeInTheDocument();
    expect(within(card).getByText('3 days in a row')).toBeInTheDocument();
    expect(within(card).getByText('3 of 7 days (43%)')).toBeInTheDocument();
    expect(within(card).getByText('3 days a week')).toBeInTheDocument();
    expect(within(card).getByText('1 of 3 days this week (33%)')).toBeInTheDocument();
    const strip = within(card).getByRole('list', { name: '8,000 steps: the last 7 days' });
    expect(within(strip).getByRole('img', { name: 'Wed, Nov 25: done' })).toBeInTheDocument();
    expect(within(strip).getByRole('img', { name: 'Sat, Nov 21: not done' })).toBeInTheDocument();
    // Only the client ticks: the trainer's strip has nothing to press.
    expect(within(strip).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a weekly habit with its days, and shows the refusal of a field', async () => {
    let first = true;
    const calls = serve([], () => {
      if (!first) return undefined;
      first = false;
      return fieldRefusal(
        400,
        'name',
        'Habit name must be one line of letters, numbers, spaces and punctuation',
      );
    });
    const card = await openCard();
    const user = userEvent.setup();
    await user.type(await within(card).findByLabelText('Habit', {}, T), 'Gym class');
    await user.selectOptions(within(card).getByLabelText('How often'), 'weekly');
    await user.selectOptions(within(card).getByLabelText('Days a week'), '3');
    await user.click(within(card).getByRole('button', { name: HABIT_TEXTS.add }));
    expect(
      await within(card).findByText(
        'Habit name must be one line of letters, numbers, spaces and punctuation',
        {},
        T,
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: HABIT_TEXTS.add }));
    expect(await findToast('Habit added')).toBeInTheDocument();
    expect(await within(card).findByText('Gym class', {}, T)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Gym class',
      frequency: 'weekly',
      daysPerWeek: 3,
    });
  });

  it('removes a habit once the trainer confirms', async () => {
    serve([habit('Water', 'daily', null), habit('Sleep', 'daily', null)]);
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: 'Remove Water' }, T));
    const dialog = await screen.findByRole('alertdialog', {}, T);
    expect(dialog).toHaveTextContent(HABIT_TEXTS.removeConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Remove habit' }));
    expect(await findToast('Habit removed')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText('Water')).not.toBeInTheDocument());
    expect(within(card).getByText('Sleep')).toBeInTheDocument();
  });

  it('checks the name before sending it', async () => {
    const calls = serve([]);
    const card = await openCard();
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: HABIT_TEXTS.add }, T));
    expect(await within(card).findByText('Habit name is required', {}, T)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it(`says so at ${HABITS_ACTIVE_MAX} habits instead of offering the form`, async () => {
    serve(Array.from({ length: HABITS_ACTIVE_MAX }, (_, i) => habit(`Habit ${i}`, 'daily', null)));
    const card = await openCard();
    expect(await within(card).findByText(HABIT_TEXTS.capReached, {}, T)).toBeInTheDocument();
    expect(within(card).queryByLabelText('Habit')).not.toBeInTheDocument();
  });
});
