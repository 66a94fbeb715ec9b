import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
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
      'GET /api/workouts': ({ query }) => {
        const offset = Number(query.get('offset'));
        return {
          body: { workouts: all.slice(offset, offset + Number(query.get('limit'))), total: all.length },
        };
      },
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
