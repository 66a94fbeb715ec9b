import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const clients = [
  { id: '00000000-0000-4000-8000-0000000000a1', firstName: 'Sam', lastName: 'Rivera', username: 'sam' },
  { id: '00000000-0000-4000-8000-0000000000a2', firstName: 'Alex', lastName: 'Chen', username: 'alex' },
  {
    id: '00000000-0000-4000-8000-0000000000a3',
    firstName: 'Morgan',
    lastName: 'Samuels',
    username: 'morgan',
  },
];

describe('trainer client list', () => {
  it('lists the clients with the count and opens a client', async () => {
    mockFetch({ 'GET /api/clients': { body: { clients, total: 3 } } });
    signIn(['TRAINER']);
    const { router } = renderApp('/trainer/clients');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Clients' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 of 3 clients')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Clients' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
    expect(within(list).getByText('@alex')).toBeInTheDocument();
    await userEvent.setup().click(within(list).getByRole('link', { name: /Alex Chen/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/trainer/clients/00000000-0000-4000-8000-0000000000a2'),
    );
  });

  it('searches first or last name and shows the no-match text', async () => {
    mockFetch({ 'GET /api/clients': { body: { clients, total: 3 } } });
    signIn(['TRAINER']);
    renderApp('/clients');
    const user = userEvent.setup();
    const search = await screen.findByPlaceholderText('Search by first or last name...');
    await screen.findByText('3 of 3 clients');
    await user.type(search, 'sam');
    // 'Sam' (first name) and 'Samuels' (last name); usernames are not searched.
    expect(screen.getByText('2 of 3 clients')).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('Morgan Samuels')).toBeInTheDocument();
    expect(screen.queryByText('Alex Chen')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'CHEN');
    expect(screen.getByText('1 of 3 clients')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No clients found matching your search.')).toBeInTheDocument();
    expect(screen.getByText('0 of 3 clients')).toBeInTheDocument();
  });

  it('shows each client’s adherence and nutrition figure from the one call that has every client', async () => {
    const ratio = (completed: number, scheduled: number) => ({
      completed,
      scheduled,
      ratio: scheduled ? completed / scheduled : null,
    });
    const calls = mockFetch({
      'GET /api/clients': { body: { clients, total: 3 } },
      'GET /api/trainer/attention': {
        body: {
          clients: clients.map((c, i) => ({
            client: { id: c.id, firstName: c.firstName, lastName: c.lastName },
            adherence7: i === 0 ? ratio(4, 5) : ratio(0, 0),
            adherence30: i === 0 ? ratio(13, 20) : ratio(1, 4),
            // Sam and Alex have targets, Morgan none.
            nutrition7: [{ onTarget: 5, logged: 7 }, { onTarget: 1, logged: 3 }, null][i],
            reasons: [],
          })),
        },
      },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/clients');
    const sam = await screen.findByRole('link', { name: /Sam Rivera/ }, { timeout: 5000 });
    await waitFor(() =>
      expect(sam).toHaveTextContent(
        'Adherence: 4 of 5 workouts done in the last 7 days; 13 of 20 workouts done in the last 30 days',
      ),
    );
    expect(within(sam).getByText('80%')).toBeInTheDocument();
    expect(within(sam).getByText('65%')).toBeInTheDocument();
    const alex = screen.getByRole('link', { name: /Alex Chen/ });
    expect(within(alex).getByText('—')).toBeInTheDocument();
    expect(within(alex).getByText('25%')).toBeInTheDocument();
    // The week's days on nutrition target, from the same call; none without targets.
    expect(sam).toHaveTextContent('5 of 7 days on nutrition target in the last week');
    expect(within(sam).getByText('5/7')).toHaveClass('text-emerald-700');
    expect(within(alex).getByText('1/7')).toHaveClass('text-red-700');
    const morgan = screen.getByRole('link', { name: /Morgan Samuels/ });
    expect(morgan).toHaveTextContent('No nutrition targets');
    expect(within(morgan).getAllByText('—')).toHaveLength(2);
    expect(calls.filter((c) => c.path.includes('adherence'))).toHaveLength(0);
  });

  it('says when no client is assigned', async () => {
    mockFetch({ 'GET /api/clients': { body: { clients: [], total: 0 } } });
    signIn(['TRAINER']);
    renderApp('/trainer/clients');
    expect(await screen.findByText('No clients assigned to you yet.')).toBeInTheDocument();
    expect(screen.getByText('0 of 0 clients')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/clients': () =>
        fail ? { status: 500, body: { error: 'Boom' } } : { body: { clients, total: 3 } },
      'GET /api/invitations': { body: { invitations: [], total: 0 } },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/clients');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByText('3 of 3 clients')).toBeInTheDocument();
  });

  it('denies non-trainers (active role not TRAINER) without calling the API', async () => {
    const calls = mockFetch();
    signIn(['CLIENT', 'TRAINER']);
    useAuthStore.getState().switchRole('CLIENT');
    renderApp('/trainer/clients');
    expect(await screen.findByText('Access denied. Trainer access required.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/clients')).toBe(false);
  });
});
