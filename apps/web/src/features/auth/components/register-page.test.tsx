import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, makeUser, renderApp } from '../../../test/render-app.tsx';

const field = (label: string) => screen.getByLabelText(label, { exact: true });

async function fillValid(user: UserEvent) {
  await user.type(field('First name'), 'Alex');
  await user.type(field('Last name'), 'Morgan');
  await user.type(field('Username'), 'alexm');
  await user.type(field('Email'), 'alex@example.com');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Confirm password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

describe('registration page', () => {
  it('has the fields, the legal links opening in a new tab, a link to sign in and no role picker', async () => {
    mockFetch();
    renderApp('/register');
    for (const label of ['First name', 'Last name', 'Username', 'Email', 'Password', 'Confirm password']) {
      expect(field(label)).toBeInTheDocument();
    }
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/role/i)).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('shows each of the eight validation messages under its field', async () => {
    const calls = mockFetch();
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const expectUnder = async (label: string, message: string) => {
      const input = label.startsWith('/')
        ? screen.getByRole('checkbox', { name: new RegExp(label.slice(1)) })
        : field(label);
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    };
    await expectUnder('First name', 'First name is required');
    await expectUnder('Last name', 'Last name is required');
    await expectUnder('Username', 'Username must be at least 3 characters');
    await expectUnder('Email', 'Invalid email address');
    await expectUnder('Password', 'Password must be at least 6 characters');
    await expectUnder('/Privacy Policy', 'You must accept the Privacy Policy to continue');
    await expectUnder('/Terms of Service', 'You must accept the Terms of Service to continue');

    await fillValid(user);
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'other12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectUnder('Confirm password', "Passwords don't match");
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
  });

  it('registers as a client, signs in with the answer and goes to the dashboard', async () => {
    const calls = mockFetch({
      'POST /api/auth/register': { status: 201, body: { token: 'new-token', user: makeUser() } },
    });
    const { router } = renderApp('/register');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      firstName: 'Alex',
      lastName: 'Morgan',
      username: 'alexm',
      email: 'alex@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
      roles: ['CLIENT'],
    });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'new-token',
      activeRole: 'CLIENT',
      isAuthenticated: true,
    });
  });

  it('shows server field errors under their fields and the server error as a toast', async () => {
    mockFetch({
      'POST /api/auth/register': {
        status: 400,
        body: {
          error: 'Invalid input',
          errors: [
            {
              path: 'username',
              msg: 'Username may only contain letters, numbers, dots, dashes and underscores',
            },
          ],
        },
      },
    });
    renderApp('/register');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(field('Username')).toHaveAccessibleDescription(
        'Username may only contain letters, numbers, dots, dashes and underscores',
      ),
    );
    expect(await findToast('Invalid input')).toBeInTheDocument();
  });

  it('shows a conflict under its field and as a toast, and the fallback when the server says nothing', async () => {
    const taken = 'An account with this email already exists';
    mockFetch({
      'POST /api/auth/register': fieldRefusal(409, 'email', taken),
    });
    renderApp('/register');
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast(taken)).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(taken);

    mockFetch({ 'POST /api/auth/register': { status: 429 } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('Registration failed')).toBeInTheDocument();

    mockFetch({ 'POST /api/auth/register': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findToast('The server had a problem. Please try again.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
