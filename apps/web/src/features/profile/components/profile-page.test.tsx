import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

async function section(name: string) {
  return screen.findByRole('region', { name }, { timeout: 5000 });
}

/** Signs in as a client, opens the profile and finds its section `name`. */
async function openClientSection(name: string) {
  signIn(['CLIENT']);
  renderApp('/profile');
  return { form: await section(name), user: userEvent.setup() };
}

/** Signs in as a client, opens the profile and fills the password form with `current` and a new one. */
async function fillPasswordChange(current: string) {
  const { form, user } = await openClientSection('Change Password');
  await user.type(within(form).getByLabelText('Current password'), current);
  await user.type(within(form).getByLabelText('New password'), 'NewPass123');
  await user.type(within(form).getByLabelText('Confirm new password'), 'NewPass123');
  return { form, user };
}

describe('profile settings', { timeout: 20000 }, () => {
  it('shows the account information', async () => {
    mockFetch();
    signIn(['CLIENT'], {
      createdAt: '2026-11-21T12:00:00.000Z',
      trainerId: '00000000-0000-4000-8000-0000000000b1',
      trainer: { id: '00000000-0000-4000-8000-0000000000b1', firstName: 'Maya', lastName: 'Lopez' },
    });
    renderApp('/profile');
    const account = await section('Account Information');
    expect(within(account).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(account).getByText('Active')).toBeInTheDocument();
    expect(within(account).getByText('client')).toHaveClass('bg-green-100');
    expect(within(account).getByText('Maya Lopez')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add Client Role' })).toBeNull();
  });

  it("says 'N/A' without a created date and hides a missing trainer", async () => {
    mockFetch();
    signIn(['TRAINER', 'CONSULTANT'], { createdAt: '' });
    renderApp('/profile');
    const account = await section('Account Information');
    expect(within(account).getByText('N/A')).toBeInTheDocument();
    expect(within(account).queryByText('Assigned trainer')).toBeNull();
    expect(within(account).getByText('trainer')).toHaveClass('bg-blue-100');
    expect(within(account).getByText('consultant')).toHaveClass('bg-purple-100');
  });

  it('saves the names, refreshes the stored user; the email cannot be changed', async () => {
    const calls = mockFetch({
      'PUT /api/users/profile': ({ body }) => ({
        body: { user: { ...useAuthStore.getState().user, ...(body as object) } },
      }),
    });
    signIn(['CLIENT'], { firstName: 'Alex', lastName: 'Morgan', email: 'alex@example.com' });
    renderApp('/profile');
    const info = await section('Profile Information');
    const email = within(info).getByLabelText('Email');
    expect(email).toHaveValue('alex@example.com');
    expect(email).toBeDisabled();
    expect(within(info).getByText('Email cannot be changed.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(within(info).getByLabelText('First name'));
    await user.type(within(info).getByLabelText('First name'), 'Alexandra');
    await user.click(within(info).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Alexandra',
      lastName: 'Morgan',
    });
    expect(useAuthStore.getState().user?.firstName).toBe('Alexandra');
    expect(await screen.findByRole('button', { name: 'User menu for Alexandra Morgan' })).toBeInTheDocument();
  });

  it('requires first and last name', async () => {
    const calls = mockFetch();
    const { form: info, user } = await openClientSection('Profile Information');
    await user.clear(within(info).getByLabelText('First name'));
    await user.clear(within(info).getByLabelText('Last name'));
    await user.click(within(info).getByRole('button', { name: 'Save Changes' }));
    expect(await within(info).findByText('First name is required')).toBeInTheDocument();
    expect(within(info).getByText('Last name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('toasts the fixed text when the profile cannot be saved', async () => {
    mockFetch({ 'PUT /api/users/profile': { status: 400, body: {} } });
    const { form: info, user } = await openClientSection('Profile Information');
    await user.type(within(info).getByLabelText('Last name'), 'x');
    await user.click(within(info).getByRole('button', { name: 'Save Changes' }));
    expect(await findToast('Failed to update profile')).toBeInTheDocument();
  });

  it('checks the password rules and the confirmation', async () => {
    const calls = mockFetch();
    const { form, user } = await openClientSection('Change Password');
    const submit = within(form).getByRole('button', { name: 'Change Password' });
    await user.click(submit);
    expect(await within(form).findByText('Current password is required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be at least 8 characters')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Current password'), 'OldPass1');
    await user.type(within(form).getByLabelText('New password'), 'alllowercase');
    await user.type(within(form).getByLabelText('Confirm new password'), 'different');
    await user.click(submit);
    expect(
      await within(form).findByText(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'NewPass123');
    await user.click(submit);
    expect(await within(form).findByText("Passwords don't match")).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/users/password')).toBe(false);
  });

  it('shows a wrong current password under the field', async () => {
    mockFetch({
      'PUT /api/users/password': fieldRefusal(400, 'currentPassword', 'Current password is incorrect'),
    });
    const { form, user } = await fillPasswordChange('WrongPass1');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    expect(await findToast('Current password is incorrect')).toBeInTheDocument();
  });

  it('changes the password, toasts and clears the form', async () => {
    const calls = mockFetch({ 'PUT /api/users/password': { body: { message: 'Password changed' } } });
    const { form, user } = await fillPasswordChange('OldPass12');
    // Each field has its own show/hide toggle.
    expect(within(form).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    await user.click(within(form).getAllByRole('button', { name: 'Show password' })[0]!);
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Password changed successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/password')?.body).toEqual({
      currentPassword: 'OldPass12',
      newPassword: 'NewPass123',
    });
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    expect(within(form).getByLabelText('New password')).toHaveValue('');
    expect(within(form).getByLabelText('Confirm new password')).toHaveValue('');
  });

  it('toasts the fixed text when the password cannot be changed', async () => {
    mockFetch({ 'PUT /api/users/password': { status: 400, body: {} } });
    const { form, user } = await fillPasswordChange('OldPass12');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await findToast('Failed to change password')).toBeInTheDocument();
  });

  it.each([[['CLIENT']], [['CONSULTANT']], [['TRAINER', 'CLIENT']]] as const)(
    'offers no Add Client Role panel to %j',
    async (roles) => {
      mockFetch();
      signIn([...roles]);
      renderApp('/profile');
      await section('Account Information');
      expect(screen.queryByRole('region', { name: 'Add Client Role' })).toBeNull();
    },
  );

  it('lets a trainer without the client role add it; Switch Role then offers client', async () => {
    const calls = mockFetch({
      'POST /api/users/add-role': () => ({
        body: { user: { ...useAuthStore.getState().user, roles: ['TRAINER', 'CLIENT'] } },
      }),
    });
    signIn(['TRAINER'], { firstName: 'Maya', lastName: 'Lopez' });
    renderApp('/profile');
    const panel = await section('Add Client Role');
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Add Client Role' }));
    expect(
      await findToast('Client role added successfully! You can now access client features for testing.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/add-role')?.body).toEqual({ role: 'CLIENT' });
    expect(useAuthStore.getState().user?.roles).toEqual(['TRAINER', 'CLIENT']);
    expect(useAuthStore.getState().activeRole).toBe('TRAINER');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add Client Role' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /User menu for Maya Lopez/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Switch to client' })).toBeInTheDocument();
  });

  it('toasts when the client role cannot be added', async () => {
    mockFetch({ 'POST /api/users/add-role': { status: 400, body: {} } });
    signIn(['TRAINER']);
    renderApp('/profile');
    const panel = await section('Add Client Role');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Add Client Role' }));
    expect(await findToast('Failed to add client role')).toBeInTheDocument();
    expect(useAuthStore.getState().user?.roles).toEqual(['TRAINER']);
  });
});
