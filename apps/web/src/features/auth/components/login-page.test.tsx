import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch, testConfig, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, makeUser, renderApp, signIn } from '../../../test/render-app.tsx';

async function submitLogin(email = 'alex@example.com', password = 'secret') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('sign-in page', () => {
  it('shows the product name, the tagline and the links', async () => {
    mockFetch({ 'GET /api/config': { body: { ...testConfig, appName: 'Acme Coaching' } } });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Coaching' })).toBeInTheDocument();
    expect(screen.getByText('Your fitness journey starts here')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows the validation messages under the fields', async () => {
    const calls = mockFetch();
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/login')).toBe(false);
  });

  it('toggles the password visibility', async () => {
    mockFetch();
    renderApp('/login');
    const user = userEvent.setup();
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('signs in, stores the session and goes to the dashboard', async () => {
    const account = makeUser({ roles: ['TRAINER'] });
    let release: (answer: MockAnswer) => void = () => {};
    const calls = mockFetch({
      'POST /api/auth/login': () => new Promise<MockAnswer>((resolve) => (release = resolve)),
    });
    const { router } = renderApp('/login');
    await submitLogin();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release({ body: { token: 'tok-1', user: account } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      email: 'alex@example.com',
      password: 'secret',
    });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'tok-1',
      activeRole: 'TRAINER',
      isAuthenticated: true,
    });
    expect(await screen.findByRole('button', { name: /My Clients/ })).toBeInTheDocument();
  });

  it.each<[string, MockAnswer, string]>([
    [
      '401',
      { status: 401, body: { error: 'Invalid email or password' } },
      'Invalid email or password. Please check your credentials and try again.',
    ],
    [
      '400 with errors',
      {
        status: 400,
        body: {
          error: 'Invalid input',
          errors: [
            { path: 'email', msg: 'Email is required' },
            { path: 'password', msg: 'x' },
          ],
        },
      },
      'Email is required',
    ],
    ['400 with error only', { status: 400, body: { error: 'Bad request body' } }, 'Bad request body'],
    ['400 without text', { status: 400, body: {} }, 'Please check your input and try again.'],
    [
      '429',
      { status: 429, body: { error: 'Too many attempts. Try again in a minute.' } },
      'Too many attempts. Try again in a minute.',
    ],
    ['500 with error', { status: 500, body: { error: 'Something went wrong' } }, 'Something went wrong'],
    ['503 without body', { status: 503 }, 'Login failed. Please try again.'],
  ])('a %s answer shows the right toast and keeps the visitor signed out', async (_name, answer, message) => {
    mockFetch({ 'POST /api/auth/login': answer });
    const { router } = renderApp('/login');
    await submitLogin();
    expect(await findToast(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('a network failure says the server could not be reached; a wordless failure shows the generic toast', async () => {
    mockFetch({ 'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderApp('/login');
    const user = await submitLogin();
    expect(await findToast('Could not reach the server. Check your connection.')).toBeInTheDocument();
    mockFetch({ 'POST /api/auth/login': { status: 502 } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await findToast('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('in demo mode lists the demo accounts and fills the form with one', async () => {
    mockFetch({
      'GET /api/config': {
        body: {
          ...testConfig,
          demo: true,
          demoAccounts: [
            {
              email: 'coach@demo.test',
              password: 'Demo1234',
              label: 'Demo trainer',
              roles: ['TRAINER', 'CLIENT'],
            },
          ],
        },
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    expect(await screen.findByText('Demo accounts')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Demo' })).toHaveTextContent(
      'Do not enter real health information.',
    );
    await user.click(screen.getByRole('button', { name: /Demo trainer/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('coach@demo.test');
    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234');
  });

  it('outside demo mode says nothing of a demo', async () => {
    mockFetch();
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await screen.findByText('Kinetic');
    expect(screen.queryByRole('note', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Demo accounts')).not.toBeInTheDocument();
  });

  it('redirects a signed-in user to the dashboard', async () => {
    mockFetch();
    signIn(['CLIENT']);
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the session ended when the server ended it, and not after a sign-out', async () => {
    const ended = 'Your session has ended. Please sign in again.';
    mockFetch({
      // The first session is over on the server; the one signed in afterwards is not.
      'GET /api/workouts': ({ headers }) =>
        headers.Authorization === 'Bearer tok-2'
          ? { body: { workouts: [], total: 0 } }
          : { status: 401, body: { error: 'Authentication required' } },
      'POST /api/auth/login': { body: { token: 'tok-2', user: makeUser() } },
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/client/workouts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByText(ended)).toBeInTheDocument();

    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    useAuthStore.getState().logout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText(ended)).not.toBeInTheDocument();
  });
});
