import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@kinetic/contracts/notifications';
import { mockFetch } from '../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

const notice = (over: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'workout-completed',
  title: 'Sam Lee completed Leg day',
  body: 'Scheduled for Nov 20, 2026',
  link: '/workouts/00000000-0000-4000-8000-0000000000aa',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...over,
});

describe('the notification bell', () => {
  it('shows the unread count, lists the newest, and opening one marks it read and goes to it', async () => {
    let unread = 3;
    const calls = mockFetch({
      'GET /api/notifications': () => ({
        body: {
          notifications: [
            notice({}),
            notice({
              id: '00000000-0000-4000-8000-000000000002',
              kind: 'trainer-changed',
              title: 'Your trainer is now Maya Torres',
              body: '',
              link: '/profile',
              readAt: new Date().toISOString(),
            }),
          ],
          unread,
        },
      }),
      'POST /api/notifications/read': () => {
        unread = 2;
        return { status: 204 };
      },
    });
    signIn(['TRAINER']);
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    // The first render of the file loads the signed-in frame: on a busy machine that takes a while.
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    expect(within(bell).getByText('3')).toBeInTheDocument();

    await user.click(bell);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Mark all as read',
      'Sam Lee completed Leg day (unread)Scheduled for Nov 20, 20265 minutes ago',
      'Your trainer is now Maya Torres5 minutes ago',
    ]);

    await user.click(items[1]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/workouts/00000000-0000-4000-8000-0000000000aa'),
    );
    const read = calls.find((c) => c.method === 'POST' && c.path === '/api/notifications/read');
    expect(read?.body).toEqual({ ids: ['00000000-0000-4000-8000-000000000001'] });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('marks all read at once, and says when there is nothing', async () => {
    let unread = 1;
    const calls = mockFetch({
      'GET /api/notifications': () => ({
        body: unread ? { notifications: [notice({})], unread } : { notifications: [], unread: 0 },
      }),
      'POST /api/notifications/read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    signIn(['TRAINER']);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark all as read' }));
    expect(calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({ all: true });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      await screen.findByText('You’re all caught up. New workouts, completions and messages will show here.'),
    ).toBeInTheDocument();
  });
});
