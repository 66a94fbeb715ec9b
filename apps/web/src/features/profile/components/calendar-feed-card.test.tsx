import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_TEXTS as TEXTS } from '@kinetic/contracts/calendar-feeds';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const findCard = () => screen.findByRole('region', { name: 'Calendar feed' }, { timeout: 10_000 });
const OFF = { feed: { on: false, turnedOnAt: null } };
const linkOf = (secret: string) => ({
  feed: { on: true, turnedOnAt: '2026-11-20T10:00:00.000Z' },
  urls: {
    webcal: `webcal://kinetic.test/api/calendar-feeds/${secret}`,
    https: `https://kinetic.test/api/calendar-feeds/${secret}`,
  },
});

describe('profile: the calendar feed', () => {
  it('turns on, shows the link once to copy, replaces it after asking, and turns off', async () => {
    const secrets = ['first-secret', 'second-secret'];
    const calls = mockFetch({
      'GET /api/calendar-feed': { body: OFF },
      'PUT /api/calendar-feed': () => ({ body: linkOf(secrets.shift()!) }),
      'DELETE /api/calendar-feed': { status: 204 },
    });
    signIn(['CLIENT']);
    const user = userEvent.setup();
    renderApp('/profile');
    const card = await findCard();
    expect(within(card).getByText(TEXTS.offDescription)).toBeInTheDocument();
    await user.click(await within(card).findByRole('button', { name: TEXTS.turnOn }));

    const webcal = await within(card).findByRole('textbox', { name: /webcal/ });
    expect(webcal).toHaveValue('webcal://kinetic.test/api/calendar-feeds/first-secret');
    expect(within(card).getByRole('textbox', { name: /https/ })).toHaveValue(
      'https://kinetic.test/api/calendar-feeds/first-secret',
    );
    expect(within(card).getByText(TEXTS.shownOnce)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Copy Apple Calendar/ }));
    expect(await findToast(TEXTS.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'webcal://kinetic.test/api/calendar-feeds/first-secret',
    );

    // Replacing asks first: Cancel changes nothing.
    await user.click(within(card).getByRole('button', { name: TEXTS.replace }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEXTS.replaceConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: TEXTS.replace }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.replace }));
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: /webcal/ })).toHaveValue(
        'webcal://kinetic.test/api/calendar-feeds/second-secret',
      ),
    );

    await user.click(within(card).getByRole('button', { name: TEXTS.turnOff }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: TEXTS.turnOff }));
    expect(await within(card).findByRole('button', { name: TEXTS.turnOn })).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/calendar-feed').map((c) => c.method)).toEqual([
      'GET',
      'PUT',
      'PUT',
      'DELETE',
    ]);
  });

  it("a feed already on says since when, never a link (it is not kept); a trainer's is of their clients", async () => {
    mockFetch({
      'GET /api/calendar-feed': { body: { feed: { on: true, turnedOnAt: '2026-11-20T10:00:00.000Z' } } },
    });
    signIn(['TRAINER']);
    renderApp('/profile');
    const card = await findCard();
    expect(await within(card).findByText(/^On since/)).toHaveTextContent(TEXTS.lostLink);
    expect(
      within(card).getByText("Your clients' scheduled workouts in your calendar app."),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).getByRole('button', { name: TEXTS.replace })).toBeInTheDocument();
  });

  it('a consultant has no calendar feed', async () => {
    mockFetch({});
    signIn(['CONSULTANT']);
    renderApp('/profile');
    expect(await screen.findByRole('region', { name: 'Your data' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calendar feed' })).toBeNull();
  });
});
