import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import type { Role } from '@kinetic/contracts/common';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useWriteQueue, type QueuedWrite } from '../../lib/write-queue.ts';
import { mockFetch, testConfig } from '../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../test/render-app.tsx';

async function sidebarLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
}

describe('signed-in layout', () => {
  it.each<[Role[], string[][]]>([
    [
      ['CLIENT'],
      [
        ['Dashboard', '/dashboard'],
        ['My Workouts', '/client/workouts'],
        ['My Calendar', '/client/calendar'],
        ['My Meals', '/client/meals'],
        ['My Progress', '/client/progress'],
        ['Messages', '/client/messages'],
        ['My Profile', '/profile'],
      ],
    ],
    [
      ['TRAINER'],
      [
        ['Dashboard', '/dashboard'],
        ['My Clients', '/clients'],
        ['Messages', '/trainer/messages'],
        ['Check-ins', '/check-ins'],
        ['Calendar', '/trainer/calendar'],
        ['Workouts', '/trainer/workouts'],
        ['Templates', '/trainer/templates'],
        ['Programs', '/trainer/programs'],
        ['Libraries', '/libraries'],
        ['My Profile', '/profile'],
      ],
    ],
    [
      ['CONSULTANT'],
      [
        ['Dashboard', '/dashboard'],
        ['Libraries', '/libraries'],
        ['User Management', '/admin/users'],
        ['Audit Trail', '/consultant/audit'],
        ['My Profile', '/profile'],
      ],
    ],
  ])('a %j user sees the links of that role', async (roles, expected) => {
    mockFetch({
      'GET /api/config': {
        body: {
          appName: 'Acme Coaching',
          contactEmail: '',
          contactPhone: '',
          contactAddress: '',
          demo: false,
          demoAccounts: null,
        },
      },
    });
    signIn(roles);
    renderApp('/dashboard');
    expect(await sidebarLinks()).toEqual(expected);
    expect(await within(screen.getByRole('complementary')).findByText('Acme Coaching')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks every signed-in screen of a demo as a demo', async () => {
    mockFetch({ 'GET /api/config': { body: { ...testConfig, demo: true } } });
    signIn(['CLIENT']);
    renderApp('/dashboard');
    expect(await screen.findByRole('note', { name: 'Demo' })).toHaveTextContent(
      'Sample accounts with a shared password.',
    );
  });

  it('shows no demo mark outside demo mode', async () => {
    mockFetch();
    signIn(['CLIENT']);
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('note', { name: 'Demo' })).not.toBeInTheDocument();
  });

  it('shows initials, full name and active role; a single-role user has no Switch Role', async () => {
    mockFetch();
    signIn(['CLIENT'], { firstName: 'Alex', lastName: 'Morgan' });
    renderApp('/dashboard');
    const trigger = await screen.findByRole('button', { name: /User menu/ });
    expect(within(trigger).getByText('AM')).toBeInTheDocument();
    expect(within(trigger).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(trigger).getByText('client')).toBeInTheDocument();
    expect(within(trigger).queryByText('Multi-role')).toBeNull();

    await userEvent.setup().click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Signed in as')).toBeInTheDocument();
    expect(within(menu).queryByText('Switch Role')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('a multi-role user switches role from the menu and lands on that dashboard', async () => {
    mockFetch();
    signIn(['CLIENT', 'TRAINER', 'CONSULTANT']);
    const { router } = renderApp('/libraries');
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: /User menu/ });
    expect(within(trigger).getByText('consultant')).toBeInTheDocument();
    expect(within(trigger).getByText('Multi-role')).toBeInTheDocument();

    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Switch Role')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem', { name: /^Switch to/ })
        .map((i) => i.textContent),
    ).toEqual(['Switch to client', 'Switch to trainer']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch to trainer' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(useAuthStore.getState().activeRole).toBe('TRAINER');
    expect(await screen.findByRole('button', { name: /My Clients/ })).toBeInTheDocument();
    expect(await sidebarLinks()).toContainEqual(['My Clients', '/clients']);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('switching role from a screen that redirects in the new role still lands on the dashboard', async () => {
    mockFetch({ 'GET /api/workouts': { body: { workouts: [] } } });
    signIn(['TRAINER', 'CLIENT']);
    const { router } = renderApp('/trainer/workouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /User menu for/ }, { timeout: 5000 }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Switch to client' }),
    );
    await waitFor(() => expect(useAuthStore.getState().activeRole).toBe('CLIENT'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('button', { name: /My Workouts/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('logout tells the server, clears the session and goes to /login', async () => {
    const calls = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.headers.Authorization).toBe('Bearer test-token');
  });

  it('asks before a logout would delete entries not sent yet, and stays signed in when told to', async () => {
    const calls = mockFetch({
      'POST /api/auth/logout': { status: 204 },
      // The gym has no network: the entry stays waiting.
      'PATCH /api/workouts/a': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const person = signIn(['CLIENT']);
    // Kept on the device by an earlier page, as IndexedDB holds it.
    const waiting: QueuedWrite = {
      key: crypto.randomUUID(),
      seq: 1,
      userId: person.id,
      method: 'PATCH',
      path: '/workouts/a',
      body: {},
      subject: 'workout:a',
      summary: ['Squat: set 1, 8 reps'],
      invalidates: [],
      createdAt: new Date().toISOString(),
    };
    await set(waiting.key, waiting, createStore('kinetic-writes', 'queue'));
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(useWriteQueue.getState().entries).toHaveLength(1));
    const user = userEvent.setup();
    const logout = async () => {
      await user.click(await screen.findByRole('button', { name: /User menu/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
      return screen.findByRole('alertdialog', { name: 'Sign out with entries not sent?' });
    };
    expect(await logout()).toHaveTextContent('1 entry you recorded has not reached the server yet.');
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(false);

    await logout();
    await user.click(screen.getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('opens the sidebar as a slide-over from the menu button and closes it', async () => {
    mockFetch();
    signIn(['CLIENT']);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'My Meals' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('route table', () => {
  it('sends a signed-out visitor from a protected route to /login', async () => {
    mockFetch();
    const { router } = renderApp('/client/workouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['/', '/dashboard'],
    ['/no/such/page', '/dashboard'],
    ['/register', '/dashboard'],
  ])('%s takes a signed-in user to %s', async (from, to) => {
    mockFetch();
    signIn(['CLIENT']);
    const { router } = renderApp(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('the legal pages are public', async () => {
    mockFetch();
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByText('privacy@kinetic.test')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Back to registration/ })[0]).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('/admin/users and /consultant/users are the same screen', async () => {
    mockFetch();
    signIn(['CONSULTANT']);
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });
});

describe('dashboards', () => {
  it.each<{ title: string; role: Role; shown: RegExp[]; go: RegExp; to: string }>([
    {
      title: 'a client sees the three large buttons',
      role: 'CLIENT',
      shown: [/My Workouts.*view assigned workouts/, /My Meals.*view meal plans/],
      go: /My Progress.*track your progress/,
      to: '/client/progress',
    },
    {
      title: 'a consultant goes to user management and the libraries',
      role: 'CONSULTANT',
      shown: [/Libraries.*manage exercises, equipment and food/],
      go: /User Management.*manage users, roles and trainer assignments/,
      to: '/consultant/users',
    },
    {
      title: 'a trainer goes to the client list',
      role: 'TRAINER',
      shown: [/Libraries.*browse exercises, equipment and food/],
      go: /My Clients.*manage workouts, meals and progress/,
      to: '/trainer/clients',
    },
  ])('$title', async ({ role, shown, go, to }) => {
    mockFetch();
    signIn([role]);
    const { router } = renderApp('/dashboard');
    // The first button once the dashboard is there, then the others beside it.
    const [first, ...others] = shown;
    expect(await screen.findByRole('button', { name: first })).toBeInTheDocument();
    for (const name of others) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: go }));
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it.each([
    ['/consultant/dashboard', 'You need consultant privileges to access this dashboard.'],
    ['/trainer/dashboard', 'You need trainer privileges to access this dashboard.'],
  ])('%s denies a user without that role', async (path, message) => {
    mockFetch();
    signIn(['CLIENT']);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('/trainer/dashboard shows the trainer dashboard to a trainer whose active role is client', async () => {
    mockFetch();
    signIn(['TRAINER', 'CLIENT']);
    useAuthStore.getState().switchRole('CLIENT');
    renderApp('/trainer/dashboard');
    expect(await screen.findByRole('button', { name: /My Clients/ })).toBeInTheDocument();
  });

  it('a 401 from an API call signs the user out and shows the sign-in page', async () => {
    mockFetch({ 'GET /api/config': { status: 401, body: { error: 'Unauthorized' } } });
    signIn(['CLIENT']);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState().token).toBeNull();
  });
});
