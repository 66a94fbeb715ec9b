import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { todayCalendarDate } from '../../../lib/calendar-date.ts';
import { mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const base = {
  scheduledDate: '2026-11-21',
  completedDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  estimatedDuration: null,
  tags: [],
  assignedTo: '00000000-0000-4000-8000-0000000000a1',
  createdBy: '00000000-0000-4000-8000-0000000000b1',
};

describe('trainer workout list', { timeout: 20_000 }, () => {
  it("lists the trainer's workouts with client, date, description and status, each linked", async () => {
    const calls = mockFetch({
      'GET /api/workouts': {
        body: {
          workouts: [
            {
              ...base,
              id: 'w1',
              name: 'Leg day',
              description: 'Squats and lunges',
              status: 'COMPLETED',
              client: { id: base.assignedTo, firstName: 'Alex', lastName: 'Chen' },
            },
            {
              ...base,
              id: 'w2',
              name: 'Upper body',
              description: '',
              status: 'SCHEDULED',
              client: { id: base.assignedTo, firstName: 'Sam', lastName: 'Rivera' },
            },
          ],
          total: 2,
        },
      },
    });
    signIn(['TRAINER']);
    const { router } = renderApp('/trainer/workouts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workouts' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Workouts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Leg day');
    expect(rows[0]).toHaveTextContent('Squats and lunges');
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[1]).toHaveTextContent('Upper body');
    expect(rows[0]).toHaveTextContent('Alex Chen · Nov 21, 2026');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[1]).toHaveTextContent('Sam Rivera');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/workouts/w1');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute(
      'href',
      `/trainer/workout-builder?clientId=${base.assignedTo}&workoutId=w2`,
    );
    const call = calls.find((c) => c.path === '/api/workouts');
    expect(call).toBeDefined();
    // The 'Create Workout' button does nothing.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(router.state.location.pathname).toBe('/trainer/workouts');
  });

  it('asks only for the workouts the trainer created, 50 at a time, and loads more on request', async () => {
    const all = Array.from({ length: 64 }, (_, i) => ({ ...base, id: `w${i}`, name: `Plan ${i + 1}` }));
    const calls = mockFetch({
      'GET /api/workouts': ({ query }) => ({ body: { workouts: pageOf(all, query), total: all.length } }),
    });
    signIn(['TRAINER']);
    renderApp('/workouts');
    const list = await screen.findByRole('list', { name: 'Workouts' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 64 workouts')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more workouts' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(64));
    expect(screen.queryByRole('button', { name: 'Load more workouts' })).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/workouts');
    expect(asked.map((c) => c.query.get('createdBy'))).toEqual(['me', 'me']);
    expect(asked.map((c) => c.query.get('offset'))).toEqual(['0', '50']);
  });

  it('opens on today and narrows the list on the server: search, client, status and dates', async () => {
    const clients = [
      { id: '00000000-0000-4000-8000-0000000000a1', firstName: 'Alex', lastName: 'Chen' },
      { id: '00000000-0000-4000-8000-0000000000a2', firstName: 'Morgan', lastName: 'Ellis' },
    ];
    const calls = mockFetch({
      'GET /api/clients': { body: { clients, total: 2 } },
      'GET /api/workouts': ({ query }) => ({
        body: {
          workouts: query.get('search')
            ? [{ ...base, id: 'w9', name: 'Strength B', description: '', status: 'SCHEDULED' }]
            : [],
          total: query.get('search') ? 1 : 0,
        },
      }),
    });
    signIn(['TRAINER']);
    renderApp('/trainer/workouts');
    const today = todayCalendarDate();
    expect(await screen.findByText('No workouts', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue(today);
    const first = calls.filter((c) => c.path === '/api/workouts')[0]!;
    expect(Object.fromEntries(first.query)).toMatchObject({ createdBy: 'me', from: today });
    expect(first.query.has('to')).toBe(false);

    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Client'), 'Morgan Ellis');
    await user.selectOptions(screen.getByLabelText('Status'), 'Scheduled');
    await user.type(screen.getByLabelText('To'), '2027-01-31');
    await user.type(screen.getByRole('searchbox', { name: 'Search workouts' }), 'strength');
    const list = await screen.findByRole('list', { name: 'Workouts' }, { timeout: 5000 });
    expect(list).toHaveTextContent('Strength B');
    const last = calls.filter((c) => c.path === '/api/workouts').at(-1)!;
    expect(Object.fromEntries(last.query)).toMatchObject({
      createdBy: 'me',
      search: 'strength',
      clientId: clients[1]!.id,
      status: 'SCHEDULED',
      from: today,
      to: '2027-01-31',
    });

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => {
      const q = calls.filter((c) => c.path === '/api/workouts').at(-1)!.query;
      expect(q.has('from') || q.has('to')).toBe(false);
    });
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('says when nothing is scheduled from today on', async () => {
    mockFetch({ 'GET /api/workouts': { body: { workouts: [], total: 0 } } });
    signIn(['TRAINER']);
    renderApp('/workouts');
    expect(
      await screen.findByText(/Nothing scheduled from .* on/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    mockFetch({ 'GET /api/workouts': { body: { workouts: [], total: 0 } } });
    signIn(['TRAINER']);
    renderApp('/workouts');
    expect(await screen.findByText('No workouts', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a client at /trainer/workouts to their own list', async () => {
    mockFetch();
    signIn(['CLIENT', 'TRAINER']);
    useAuthStore.getState().switchRole('CLIENT');
    const { router } = renderApp('/trainer/workouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/workouts'), { timeout: 5000 });
  });
});
