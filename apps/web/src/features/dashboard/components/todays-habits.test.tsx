import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HABIT_TEXTS, addDays, habitStats, type Habit } from '@kinetic/contracts/habits';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';

const slow = { timeout: 5000 };
const today = todayCalendarDate();
const ID = '00000000-0000-4000-8000-0000000000a1';

const steps = (ticks: string[]): Habit => {
  const kind = { frequency: 'daily', daysPerWeek: null } as const;
  return {
    id: ID,
    clientId: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70',
    name: '8,000 steps',
    ...kind,
    createdAt: '2026-11-01T00:00:00.000Z',
    ticks,
    earlierRun: 0,
    stats: habitStats(kind, ticks, today),
  };
};
const answer = (habits: Habit[]) => ({ body: { today, firstTickDay: addDays(today, -6), habits } });

async function openDashboard(handlers: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(handlers);
  signIn(['CLIENT']);
  renderApp('/dashboard');
  const card = await screen.findByRole('region', { name: HABIT_TEXTS.clientTitle }, slow);
  return { calls, card, user: userEvent.setup() };
}

describe("Today's habits on the client dashboard", { timeout: 20_000 }, () => {
  it('says what to do when the trainer has given none', async () => {
    const { card } = await openDashboard({ 'GET /api/habits': answer([]) });
    expect(await within(card).findByText(HABIT_TEXTS.clientEmpty, {}, slow)).toBeInTheDocument();
  });

  it('ticks today with one tap, and shows the streak the server counts', async () => {
    let ticks = [addDays(today, -1), addDays(today, -2)];
    const { calls, card, user } = await openDashboard({
      'GET /api/habits': () => answer([steps(ticks)]),
      [`PUT /api/habits/${ID}/ticks/${today}`]: () => {
        ticks = [...ticks, today];
        return { body: { habit: steps(ticks) } };
      },
    });
    expect(await within(card).findByText('2 days in a row', {}, slow)).toBeInTheDocument();
    expect(within(card).getByText('2 of 7 days (29%)')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `8,000 steps: ${HABIT_TEXTS.markToday}` }));
    expect(await within(card).findByText('3 days in a row', {}, slow)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `8,000 steps: ${HABIT_TEXTS.doneToday}` }),
    ).toHaveAttribute('aria-pressed', 'true');
    // The tick shows at once; the write queue sends it just after.
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1), slow);
  });

  it('offline, shows a tick of a missed day at once as done and waiting, the streak counted again', async () => {
    const { card, user } = await openDashboard({
      'GET /api/habits': answer([steps([today])]),
      [`PUT /api/habits/${ID}/ticks/${addDays(today, -1)}`]: () => {
        throw 'network down';
      },
    });
    expect(await within(card).findByText('1 day in a row', {}, slow)).toBeInTheDocument();
    const strip = within(card).getByRole('list', { name: '8,000 steps: the last 7 days' });
    const yesterday = within(strip).getAllByRole('button')[5]!;
    expect(yesterday).toHaveAttribute('aria-pressed', 'false');
    await user.click(yesterday);
    expect(await within(card).findByText(HABIT_TEXTS.queued, {}, slow)).toBeInTheDocument();
    expect(within(card).getByText('2 days in a row')).toBeInTheDocument();
    const waiting = within(strip).getAllByRole('button')[5]!;
    expect(waiting).toHaveAttribute('aria-pressed', 'true');
    expect(waiting.getAttribute('aria-label')).toMatch(/: done \(waiting to be sent\)$/);
  });

  it('states the rules of streaks and adherence in words', async () => {
    const { card } = await openDashboard({ 'GET /api/habits': answer([steps([])]) });
    expect(await within(card).findByText(HABIT_TEXTS.rules, {}, slow)).toBeInTheDocument();
    expect(within(card).getByText(HABIT_TEXTS.rulesText)).toBeInTheDocument();
  });
});
