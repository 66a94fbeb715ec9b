import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@kinetic/contracts/auth';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, type MockAnswer, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, makeUser, renderApp, signIn } from '../../../test/render-app.tsx';

const CONSULTANT_ID = '00000000-0000-4000-8000-0000000000c1';
const MAYA_ID = '00000000-0000-4000-8000-0000000000b1';
const SAM_ID = '00000000-0000-4000-8000-0000000000a1';

const consultant = makeUser({
  id: CONSULTANT_ID,
  username: 'casey',
  email: 'consultant@kinetic.demo',
  firstName: 'Casey',
  lastName: 'Quinn',
  roles: ['CONSULTANT'],
});
const maya = makeUser({
  id: MAYA_ID,
  username: 'maya',
  email: 'maya@kinetic.demo',
  firstName: 'Maya',
  lastName: 'Lopez',
  roles: ['TRAINER'],
});
const sam = makeUser({
  id: SAM_ID,
  username: 'sam',
  email: 'sam@kinetic.demo',
  firstName: 'Sam',
  lastName: 'Rivera',
  roles: ['CLIENT'],
  trainerId: MAYA_ID,
  trainer: { id: MAYA_ID, firstName: 'Maya', lastName: 'Lopez' },
});
const users = [consultant, maya, sam];
const trainers = [{ id: MAYA_ID, firstName: 'Maya', lastName: 'Lopez', roles: ['TRAINER'] }];

type Handler = MockAnswer | ((request: { body: unknown }) => MockAnswer);

/** mockFetch keys by path only; this also records the full URLs, to see the query string. */
function setup(handlers: Record<string, Handler> = {}) {
  const calls = mockFetch({
    'GET /api/users/admin/all': { body: { users, total: users.length } },
    'GET /api/users/admin/trainers': { body: { trainers } },
    'GET /api/invitations': { body: { invitations: [], total: 0 } },
    ...handlers,
  });
  const inner = globalThis.fetch;
  const urls: { url: URL; at: number }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      urls.push({ url: new URL(url, 'http://localhost'), at: Date.now() });
      return inner(input, init);
    }),
  );
  const listCalls = () => urls.filter((u) => u.url.pathname === '/api/users/admin/all');
  return { calls, urls, listCalls };
}

function signInAsConsultant() {
  useAuthStore.getState().login('test-token', consultant);
}

async function openEditor(name: string) {
  const row = await screen.findByRole('listitem', { name });
  await userEvent.setup().click(within(row).getByRole('button', { name: `Edit ${name}` }));
  return within(row).getByRole('form', { name: `Edit ${name}` });
}

/** Signs in as the consultant, opens the user list and the edit panel of `name`. */
async function editAsConsultant(name: string) {
  signInAsConsultant();
  renderApp('/admin/users');
  const form = await openEditor(name);
  return { form, user: userEvent.setup() };
}

describe('user management', { timeout: 20000 }, () => {
  it('lists users with the count, badges, trainer and status', async () => {
    setup({
      'GET /api/users/admin/all': {
        body: { users: [consultant, maya, { ...sam, isActive: false }], total: 3 },
      },
    });
    signInAsConsultant();
    renderApp('/consultant/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User Management' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 users')).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'Sam Rivera' });
    expect(within(row).getByText('@sam')).toBeInTheDocument();
    expect(within(row).getByText('sam@kinetic.demo')).toBeInTheDocument();
    expect(within(row).getByText('client')).toHaveClass('bg-green-100');
    expect(within(row).getByText('Trainer: Maya Lopez')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    const mayaRow = screen.getByRole('listitem', { name: 'Maya Lopez' });
    expect(within(mayaRow).getByText('trainer')).toHaveClass('bg-blue-100');
    expect(within(mayaRow).getByText('Active')).toBeInTheDocument();
    expect(within(mayaRow).getByText('No trainer assigned')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Casey Quinn' })).getByText('consultant')).toHaveClass(
      'bg-purple-100',
    );
  });

  it('sends the search term only from 2 characters, debounced 300 ms', async () => {
    const { listCalls } = setup();
    signInAsConsultant();
    renderApp('/admin/users');
    const search = await screen.findByPlaceholderText('Type 2+ characters to search...', undefined, {
      timeout: 5000,
    });
    await screen.findByText('3 users');
    expect(listCalls()).toHaveLength(1);
    expect(listCalls()[0]!.url.searchParams.has('search')).toBe(false);

    const user = userEvent.setup();
    await user.type(search, 'm');
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(listCalls()).toHaveLength(1);

    await user.type(search, 'aya');
    const typedAt = Date.now();
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const call = listCalls()[1]!;
    expect(call.url.searchParams.get('search')).toBe('maya');
    expect(call.at - typedAt).toBeGreaterThanOrEqual(290);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One call for the whole word, none for 'ma' or 'may'.
    expect(listCalls()).toHaveLength(2);
  });

  it('opens and closes the edit panel of one user at a time', async () => {
    setup();
    signInAsConsultant();
    renderApp('/admin/users');
    const user = userEvent.setup();
    const samRow = await screen.findByRole('listitem', { name: 'Sam Rivera' }, { timeout: 5000 });
    const edit = within(samRow).getByRole('button', { name: 'Edit Sam Rivera' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    const form = within(samRow).getByRole('form', { name: 'Edit Sam Rivera' });
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByLabelText('Username')).toHaveValue('sam');
    expect(within(form).getByLabelText('Email')).toHaveValue('sam@kinetic.demo');
    expect(within(form).getByLabelText('Client role')).toBeChecked();
    expect(within(form).getByLabelText('Trainer role')).not.toBeChecked();
    expect(within(form).getByLabelText('Active')).toBeChecked();
    const trainerSelect = within(form).getByLabelText('Assigned trainer');
    await waitFor(() => expect(trainerSelect).toHaveValue(MAYA_ID));
    expect(within(trainerSelect).getByRole('option', { name: 'No trainer' })).toBeInTheDocument();

    await user.click(edit);
    expect(within(samRow).queryByRole('form')).toBeNull();

    await user.click(edit);
    const mayaRow = screen.getByRole('listitem', { name: 'Maya Lopez' });
    await user.click(within(mayaRow).getByRole('button', { name: 'Edit Maya Lopez' }));
    expect(within(mayaRow).getByRole('form')).toBeInTheDocument();
    expect(within(samRow).queryByRole('form')).toBeNull();
    // A trainer is never offered as their own trainer.
    expect(
      within(within(mayaRow).getByLabelText('Assigned trainer')).queryByRole('option', {
        name: 'Maya Lopez',
      }),
    ).toBeNull();

    await user.click(within(mayaRow).getByRole('button', { name: 'Cancel' }));
    expect(within(mayaRow).queryByRole('form')).toBeNull();
  });

  it('sends the edited user, replaces the row and toasts', async () => {
    const { calls } = setup({
      'PUT /api/users/admin/00000000-0000-4000-8000-0000000000a1': ({ body }) => ({
        body: {
          user: {
            ...sam,
            ...(body as Partial<User>),
            trainer: null,
          },
        },
      }),
    });
    const { form, user } = await editAsConsultant('Sam Rivera');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Samuel');
    await user.click(within(form).getByLabelText('Trainer role'));
    await waitFor(() => expect(within(form).getByLabelText('Assigned trainer')).toHaveValue(MAYA_ID));
    await user.selectOptions(within(form).getByLabelText('Assigned trainer'), 'No trainer');
    await user.click(within(form).getByLabelText('Active'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await findToast('User updated successfully')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/api/users/admin/${SAM_ID}`);
    expect(put?.body).toEqual({
      username: 'sam',
      email: 'sam@kinetic.demo',
      firstName: 'Samuel',
      lastName: 'Rivera',
      roles: ['TRAINER', 'CLIENT'],
      trainerId: null,
      isActive: false,
    });
    const row = await screen.findByRole('listitem', { name: 'Samuel Rivera' });
    expect(within(row).queryByRole('form')).toBeNull();
    expect(within(row).getByText('trainer')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByText('No trainer assigned')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Sam Rivera' })).toBeNull();
    // The row was replaced from the answer, not by loading the list again.
    expect(calls.filter((c) => c.path === '/api/users/admin/all')).toHaveLength(1);
    // The session store is untouched when someone else is edited.
    expect(useAuthStore.getState().user).toEqual(consultant);
  });

  it('refreshes the stored profile when consultants edit themselves', async () => {
    const saved = { ...consultant, firstName: 'Cass', roles: ['CONSULTANT', 'TRAINER'] as User['roles'] };
    setup({ [`PUT /api/users/admin/${CONSULTANT_ID}`]: { body: { user: saved } } });
    const { form, user } = await editAsConsultant('Casey Quinn');
    await user.clear(within(form).getByLabelText('First name'));
    await user.type(within(form).getByLabelText('First name'), 'Cass');
    await user.click(within(form).getByLabelText('Trainer role'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await findToast('Your profile has been updated')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(saved);
    expect(useAuthStore.getState().activeRole).toBe('CONSULTANT');
    expect(await screen.findByRole('button', { name: /User menu for Cass Quinn/ })).toBeInTheDocument();
  });

  it('checks the form before sending', async () => {
    const { calls } = setup();
    const { form, user } = await editAsConsultant('Sam Rivera');
    await user.clear(within(form).getByLabelText('Last name'));
    await user.clear(within(form).getByLabelText('Email'));
    await user.type(within(form).getByLabelText('Email'), 'not-an-email');
    await user.click(within(form).getByLabelText('Client role'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('Last name is required')).toBeInTheDocument();
    expect(within(form).getByText('Invalid email address')).toBeInTheDocument();
    expect(within(form).getByText('Select at least one role')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows server field errors under their fields and the server error as a toast', async () => {
    let answer: MockAnswer = fieldRefusal(409, 'email', 'An account with this email already exists');
    setup({ [`PUT /api/users/admin/${SAM_ID}`]: () => answer });
    const { form, user } = await editAsConsultant('Sam Rivera');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const emailField = within(form).getByLabelText('Email');
    await waitFor(() => expect(emailField).toHaveAttribute('aria-invalid', 'true'));
    expect(emailField).toHaveAccessibleDescription('An account with this email already exists');
    expect(await findToast('An account with this email already exists')).toBeInTheDocument();

    answer = fieldRefusal(400, 'trainerId', 'The selected trainer is not an active trainer');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Assigned trainer')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByLabelText('Assigned trainer')).toHaveAccessibleDescription(
        'The selected trainer is not an active trainer',
      ),
    );

    answer = { status: 400, body: {} };
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findToast('Failed to update user')).toBeInTheDocument();
  });

  it('shows the last-consultant conflict under the roles', async () => {
    const msg = 'The last active consultant cannot be deactivated or lose the consultant role';
    setup({
      [`PUT /api/users/admin/${CONSULTANT_ID}`]: fieldRefusal(409, 'roles', msg),
    });
    const { form, user } = await editAsConsultant('Casey Quinn');
    await user.click(within(form).getByLabelText('Trainer role'));
    await user.click(within(form).getByLabelText('Consultant role'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(msg, { selector: '[role="alert"] span' })).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(consultant);
  });

  it('offers Load more while the total is above what is shown', async () => {
    const more = makeUser({
      id: '00000000-0000-4000-8000-0000000000d1',
      username: 'noah',
      firstName: 'Noah',
      lastName: 'Kim',
    });
    const { listCalls } = setup({
      'GET /api/users/admin/all': () =>
        listCalls().length === 1 ? { body: { users, total: 4 } } : { body: { users: [more], total: 4 } },
    });
    signInAsConsultant();
    renderApp('/admin/users');
    expect(await screen.findByText('4 users', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Noah Kim' })).toBeInTheDocument();
    expect(listCalls()[1]!.url.searchParams.get('offset')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the load failures of users and trainers', async () => {
    let fail = true;
    setup({
      'GET /api/users/admin/all': () =>
        fail ? { status: 500, body: {} } : { body: { users, total: users.length } },
      'GET /api/users/admin/trainers': { status: 500, body: {} },
    });
    signInAsConsultant();
    renderApp('/admin/users');
    expect(await screen.findByText('Failed to load users', undefined, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    const form = await openEditor('Sam Rivera');
    expect(await within(form).findByText('Failed to load trainers')).toBeInTheDocument();
    // The current trainer stays shown even without the list.
    expect(within(form).getByLabelText('Assigned trainer')).toHaveValue(MAYA_ID);
  });

  it('denies other roles without calling the API', async () => {
    const { calls } = setup();
    signIn(['TRAINER', 'CONSULTANT']);
    useAuthStore.getState().switchRole('TRAINER');
    renderApp('/consultant/users');
    expect(await screen.findByText('Access Denied', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You need consultant privileges to access user management.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/users'))).toBe(false);
  });
});
