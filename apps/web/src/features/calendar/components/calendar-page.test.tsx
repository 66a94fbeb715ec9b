import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer, type RecordedCall } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { ALEX, SAM, calendarWorkout } from '../lib/calendar-fixtures.ts';

const day = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/** A query parameter of the calendar's latest read. */
const lastAsked = (calls: RecordedCall[], name: string) =>
  calls.findLast((c) => c.path === '/api/calendar')?.query.get(name);

describe('the calendar', { timeout: 20_000 }, () => {
  it("shows a trainer's week: seven days, each chip with client, workout and status, linked", async () => {
    const calls = mockFetch({
      'GET /api/calendar': {
        body: {
          workouts: [
            calendarWorkout('w1', 'Leg day', '2020-03-02', {
              status: 'COMPLETED',
              completedDate: '2020-03-02T10:00:00Z',
            }),
            calendarWorkout('w2', 'Upper body', '2020-03-04', { assignedTo: SAM.id, client: SAM }),
          ],
        },
      },
      'GET /api/clients': { body: { clients: [{ ...ALEX, username: 'alex' }], total: 1 } },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2020-03-04');
    const monday = await day('Monday, March 2');
    expect(screen.getAllByRole('region')).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'Mar 2 – Mar 8, 2020' })).toBeInTheDocument();
    const done = within(monday).getByRole('link', { name: /Leg day/ });
    expect(done).toHaveTextContent('Alex Chen');
    expect(done).toHaveTextContent('Completed');
    expect(done).toHaveAttribute('href', '/workouts/w1');
    // Completed: no way to move it.
    expect(within(monday).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    const missed = within(await day('Wednesday, March 4')).getByRole('link', { name: /Upper body/ });
    expect(missed).toHaveTextContent('Sam Rivera');
    expect(missed).toHaveTextContent('Missed');
    expect(missed).toHaveAttribute('href', `/trainer/workout-builder?clientId=${SAM.id}&workoutId=w2`);
    const asked = calls.find((c) => c.path === '/api/calendar')!;
    expect([asked.query.get('from'), asked.query.get('to'), asked.query.get('clientId')]).toEqual([
      '2020-03-02',
      '2020-03-08',
      null,
    ]);

    // The client filter and the next week ask again.
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Client'), 'Alex Chen');
    await waitFor(() => expect(lastAsked(calls, 'clientId')).toBe(ALEX.id));
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(lastAsked(calls, 'from')).toBe('2020-03-09'));
    expect(screen.getByRole('heading', { name: 'Mar 9 – Mar 15, 2020' })).toBeInTheDocument();
  });

  it('shows a month as whole weeks and switches between week and month', async () => {
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [calendarWorkout('w1', 'Leg day', '2099-06-10')] } },
      'GET /api/clients': { body: { clients: [], total: 0 } },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2099-06-10&view=month');
    expect(await screen.findByRole('heading', { name: 'June 2099' }, { timeout: 5000 })).toBeInTheDocument();
    // June 2099 runs Monday the 1st to Tuesday the 30th: five whole weeks, to Sunday July 5.
    await day('Monday, June 1');
    expect(screen.getAllByRole('region')).toHaveLength(35);
    expect(within(await day('Wednesday, June 10')).getByRole('link', { name: /Leg day/ })).toHaveTextContent(
      'Scheduled',
    );
    const asked = calls.find((c) => c.path === '/api/calendar')!;
    expect([asked.query.get('from'), asked.query.get('to')]).toEqual(['2099-06-01', '2099-07-05']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Week' }));
    expect(await screen.findByRole('heading', { name: 'Jun 8 – Jun 14, 2099' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(7);
  });

  it('moves a workout with its Move action at once, and puts it back with a message when refused', async () => {
    // The server's state: the workout's day, and whether the next move is refused.
    let stored = '2099-06-10';
    let refuse = false;
    let release = () => {};
    let held = Promise.resolve();
    const calls = mockFetch({
      'GET /api/calendar': () => ({ body: { workouts: [calendarWorkout('w1', 'Leg day', stored)] } }),
      'GET /api/clients': { body: { clients: [], total: 0 } },
      'PATCH /api/workouts/w1/schedule': async ({ body }): Promise<MockAnswer> => {
        await held;
        if (refuse) {
          return {
            status: 409,
            body: { error: 'This workout is completed and can no longer be moved to another day' },
          };
        }
        stored = (body as { scheduledDate: string }).scheduledDate;
        return { body: { workout: {} } };
      },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2099-06-10');
    const user = userEvent.setup();
    await day('Wednesday, June 10');
    const moveTo = async (date: string) => {
      await user.click(screen.getByRole('button', { name: 'Move Leg day (Alex Chen) to another date' }));
      const dialog = screen.getByRole('dialog', { name: 'Move to date' });
      fireEvent.change(within(dialog).getByLabelText('New date'), { target: { value: date } });
      await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    };

    // While the server has not answered, the workout is already on its new day.
    held = new Promise<void>((resolve) => (release = resolve));
    await moveTo('2099-06-12');
    expect(within(await day('Friday, June 12')).getByRole('link', { name: /Leg day/ })).toBeInTheDocument();
    expect(within(await day('Wednesday, June 10')).queryByRole('link', { name: /Leg day/ })).toBeNull();
    release();
    expect(await screen.findByText('"Leg day" moved to Fri, Jun 12')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ scheduledDate: '2099-06-12' });

    // Refused: back on its day, and the reason in a toast.
    refuse = true;
    await moveTo('2099-06-14');
    expect(
      await screen.findByText('This workout is completed and can no longer be moved to another day'),
    ).toBeInTheDocument();
    expect(within(await day('Friday, June 12')).getByRole('link', { name: /Leg day/ })).toBeInTheDocument();
    expect(within(await day('Sunday, June 14')).queryByRole('link', { name: /Leg day/ })).toBeNull();
  });

  it('shows a client their own month: their id asked, no client names, no moving, their workout screen', async () => {
    const calls = mockFetch({
      'GET /api/calendar': { body: { workouts: [calendarWorkout('w1', 'Leg day', '2099-06-10')] } },
    });
    const user = signIn(['CLIENT'], { id: ALEX.id });
    renderApp('/client/calendar?date=2099-06-10');
    const link = within(await day('Wednesday, June 10')).getByRole('link', { name: /Leg day/ });
    expect(link).toHaveAttribute('href', '/client/workouts/w1');
    expect(link).not.toHaveTextContent('Alex Chen');
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Client')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/calendar')?.query.get('clientId')).toBe(user.id);
  });

  it('shows the error state with a retry, and the empty week', async () => {
    let fail = true;
    mockFetch({
      'GET /api/calendar': () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { body: { workouts: [] } },
    });
    signIn(['CLIENT']);
    renderApp('/client/calendar');
    expect(
      await screen.findByText('The calendar could not be loaded.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByText('No workouts this week.')).toBeInTheDocument();
  });
});
