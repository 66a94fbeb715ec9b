import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { nextWorkoutDay } from './next-workout.tsx';

const slow = { timeout: 5000 };
const today = todayCalendarDate();
let n = 0;

function workout(
  name: string,
  scheduledDate: string,
  overrides: Partial<CalendarWorkout> = {},
): CalendarWorkout {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    description: '',
    status: 'SCHEDULED',
    scheduledDate,
    completedDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    estimatedDuration: 45,
    tags: [],
    assignedTo: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70',
    createdBy: null,
    programAssignmentId: null,
    client: { id: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70', firstName: 'Alex', lastName: 'Morgan' },
    ...overrides,
  };
}

async function openDashboard(answer: NonNullable<Parameters<typeof mockFetch>[0]>[string]) {
  const calls = mockFetch({ 'GET /api/calendar': answer });
  const user = signIn(['CLIENT']);
  renderApp('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Next up' }, slow);
  return { calls, user, panel };
}

describe('Next up on the client dashboard', { timeout: 20_000 }, () => {
  it('shows the earliest workout not yet done from today on, with a big button to start it', async () => {
    const next = workout('Leg day', today, { estimatedDuration: 50 });
    const { calls, user, panel } = await openDashboard({
      body: {
        workouts: [
          workout('Morning run', today, { status: 'COMPLETED', completedDate: `${today}T07:00:00.000Z` }),
          next,
          workout('Push day', shiftCalendarDate(today, 1)),
        ],
      },
    });
    expect(await within(panel).findByText('Leg day', {}, slow)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Today');
    expect(panel).toHaveTextContent('50 min');
    expect(within(panel).queryByText('Push day')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Start workout' })).toHaveAttribute(
      'href',
      `/client/workouts/${next.id}`,
    );
    // The caller's own calendar, from today over the longest range the call answers.
    const asked = calls.find((c) => c.path === '/api/calendar')!;
    expect(asked.query.get('from')).toBe(today);
    expect(asked.query.get('to')).toBe(shiftCalendarDate(today, 61));
    expect(asked.query.get('clientId')).toBe(user.id);
    // The tiles are still there below it.
    expect(screen.getByRole('button', { name: /My Workouts/ })).toBeInTheDocument();
  });

  it('opens the workout from Start workout', async () => {
    const next = workout('Leg day', shiftCalendarDate(today, 1), { estimatedDuration: null });
    mockFetch({
      'GET /api/calendar': { body: { workouts: [next] } },
      [`GET /api/workouts/${next.id}`]: { body: { workout: { ...next, sets: [] } } },
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Next up' }, slow);
    expect(await within(panel).findByText('Tomorrow', {}, slow)).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('min');
    await userEvent.setup().click(within(panel).getByRole('link', { name: 'Start workout' }));
    expect(router.state.location.pathname).toBe(`/client/workouts/${next.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leg day' }, slow)).toBeInTheDocument();
  });

  it('says when nothing is scheduled', async () => {
    const { panel } = await openDashboard({ body: { workouts: [] } });
    expect(await within(panel).findByText('Nothing scheduled', {}, slow)).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Start workout' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all your workouts' })).toHaveAttribute(
      'href',
      '/client/workouts',
    );
  });

  it('says when the next workout could not be loaded, and tries again on Retry', async () => {
    let fail = true;
    const { panel } = await openDashboard(() =>
      fail
        ? { status: 500, body: { error: 'Database unavailable' } }
        : { body: { workouts: [workout('Leg day', today)] } },
    );
    expect(await within(panel).findByRole('alert', {}, slow)).toHaveTextContent('Database unavailable');
    fail = false;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('Leg day', {}, slow)).toBeInTheDocument();
  });

  it('is not on the trainer dashboard', async () => {
    mockFetch({ 'GET /api/trainer/attention': { body: { clients: [] } } });
    signIn(['TRAINER']);
    renderApp('/dashboard');
    await screen.findByRole('button', { name: /My Clients/ }, slow);
    expect(screen.queryByRole('region', { name: 'Next up' })).not.toBeInTheDocument();
  });
});

describe("Next up in the client's own time zone", { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  // 11:30 UTC on Nov 24: half past midnight on the 25th in Auckland, 03:30 on the 24th in Los Angeles.
  it.each([
    ['Pacific/Auckland', '2026-11-25', 'Today'],
    ['America/Los_Angeles', '2026-11-24', 'Tomorrow'],
  ])('in %s it is %s: the workout of Nov 25 is %s', async (timeZone, day, says) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T11:30:00Z'));
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [workout('Leg day', '2026-11-25')] } },
    });
    signIn(['CLIENT'], { preferences: { weightUnit: 'kg', timeZone, restSeconds: 90 } });
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Next up' }, slow);
    expect(await within(panel).findByText('Leg day', {}, slow)).toBeInTheDocument();
    expect(panel).toHaveTextContent(says);
    expect(calls.find((c) => c.path === '/api/calendar')!.query.get('from')).toBe(day);
  });
});

describe('nextWorkoutDay', () => {
  it('says Today, Tomorrow, else the weekday and date', () => {
    expect(nextWorkoutDay('2026-11-24', '2026-11-24')).toBe('Today');
    expect(nextWorkoutDay('2026-11-25', '2026-11-24')).toBe('Tomorrow');
    expect(nextWorkoutDay('2026-11-26', '2026-11-24')).toBe('Thu, Nov 26');
    expect(nextWorkoutDay('2027-01-04', '2026-11-24')).toBe('Mon, Jan 4');
  });
});
