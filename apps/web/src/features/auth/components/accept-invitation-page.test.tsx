import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INVALID_INVITATION } from '@kinetic/contracts/invitations';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { onboardingStatus } from '../../../test/fixtures.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { makeUser, renderApp } from '../../../test/render-app.tsx';

const preview = {
  firstName: 'Riley',
  lastName: 'Stone',
  email: 'riley@example.com',
  roles: ['CLIENT'],
  invitedBy: { firstName: 'Maya', lastName: 'Lopez' },
  expiresAt: '2026-12-01T10:00:00.000Z',
};
const riley = makeUser({
  firstName: 'Riley',
  lastName: 'Stone',
  email: 'riley@example.com',
  roles: ['CLIENT'],
});
const intakeToDo = onboardingStatus(false);

describe('accepting an invitation', () => {
  it('shows who invited whom, sets the password, signs in and opens the intake', async () => {
    const calls = mockFetch({
      'POST /api/auth/invitation': { body: { invitation: preview } },
      'POST /api/auth/accept-invitation': { status: 201, body: { token: 'new-session-token', user: riley } },
      'GET /api/onboarding/status': { body: intakeToDo },
    });
    const { router } = renderApp('/invitation?token=abc123');
    expect(
      await screen.findByRole('heading', { name: 'Join Kinetic' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Maya Lopez invited you. Choose a password to make your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('riley@example.com')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Accept and create account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('You must accept the Privacy Policy to continue')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'Fresh-start-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-start-42');
    await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Accept and create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'), { timeout: 5000 });
    expect(useAuthStore.getState().user?.email).toBe('riley@example.com');
    expect(calls.find((c) => c.path === '/api/auth/accept-invitation')?.body).toEqual({
      token: 'abc123',
      password: 'Fresh-start-42',
      confirmPassword: 'Fresh-start-42',
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
    });
  });

  it('says so when the link is used, expired or revoked', async () => {
    mockFetch({
      'POST /api/auth/invitation': fieldRefusal(400, 'token', INVALID_INVITATION),
    });
    renderApp('/invitation?token=used');
    expect(
      await screen.findByRole('heading', { name: 'This invitation cannot be used' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(INVALID_INVITATION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });
});
