import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp } from '../../../test/render-app.tsx';

describe('forgot password page', () => {
  it('validates the email, then shows the confirmation with a link back to login', async () => {
    const calls = mockFetch({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(await findToast('Password reset link sent!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'alex@example.com',
    });
  });

  it('says what happened when the call fails without a message, else the fallback toast', async () => {
    mockFetch({ 'POST /api/auth/forgot-password': { status: 500 } });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'alex@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findToast('The server had a problem. Please try again.')).toBeInTheDocument();
    mockFetch({ 'POST /api/auth/forgot-password': { status: 400 } });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findToast('Failed to send reset link')).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('without a token shows Invalid Reset Link and a link to ask for a new one', async () => {
    mockFetch();
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /new reset link/i })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('applies the password rules under the fields', async () => {
    const calls = mockFetch();
    renderApp('/reset-password?token=abc');
    const user = userEvent.setup();
    const password = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm password');

    await user.type(password, 'Short1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Password must be at least 8 characters'),
    );

    await user.clear(password);
    await user.type(password, 'alllowercase1');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      ),
    );

    await user.clear(password);
    await user.type(password, 'GoodPass1');
    await user.type(confirm, 'GoodPass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription("Passwords don't match"));
    expect(calls.some((c) => c.path === '/api/auth/reset-password')).toBe(false);
  });

  it('resets the password, then offers Go to login', async () => {
    const calls = mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'done' } } });
    const { router } = renderApp('/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'GoodPass1');
    await user.type(screen.getByLabelText('Confirm password'), 'GoodPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successfully' })).toBeInTheDocument();
    expect(await findToast('Password reset successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'GoodPass1',
    });
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('offers to turn off two-step sign-in too, saying why, and sends it only when ticked', async () => {
    const calls = mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'done' } } });
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Also turn off two-step sign-in' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(/perhaps it was not you who turned it on/);
    await user.type(screen.getByLabelText('New password'), 'GoodPass1');
    await user.type(screen.getByLabelText('Confirm password'), 'GoodPass1');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successfully' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'GoodPass1',
      turnOffMfa: true,
    });
  });

  it("shows the server's error, else the fallback", async () => {
    mockFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { error: 'This reset link is invalid or has expired' },
      },
    });
    renderApp('/reset-password?token=used');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'GoodPass1');
    await user.type(screen.getByLabelText('Confirm password'), 'GoodPass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('This reset link is invalid or has expired')).toBeInTheDocument();

    mockFetch({ 'POST /api/auth/reset-password': { status: 502 } });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('The server had a problem. Please try again.')).toBeInTheDocument();

    mockFetch({ 'POST /api/auth/reset-password': { status: 400 } });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast('Failed to reset password')).toBeInTheDocument();
  });

  it('shows a password the server refuses under the field too', async () => {
    const tooCommon = 'This password is too common. Choose a less predictable one.';
    mockFetch({
      'POST /api/auth/reset-password': fieldRefusal(400, 'newPassword', tooCommon),
    });
    renderApp('/reset-password?token=abc123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Confirm password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await findToast(tooCommon)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(tooCommon));
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });
});
