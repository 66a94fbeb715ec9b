import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { openTwoStepSetup } from '../test/two-step-setup.ts';

const WRONG_CODE = 'That code is not valid. Please try again.';

describe('profile: setting up two-step sign-in', () => {
  it('asks for the password with the first code; a wrong password shows under its field, then the recovery codes', async () => {
    const WRONG_PASSWORD = 'Password is incorrect';
    let attempts = 0;
    const calls = mockFetch({
      'POST /api/users/me/mfa/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Kinetic:a?secret=JBSWY3DPEHPK3PXP',
        },
      },
      'POST /api/users/me/mfa/enable': () =>
        (attempts += 1) === 1
          ? fieldRefusal(400, 'password', WRONG_PASSWORD)
          : { status: 200, body: { recoveryCodes: ['aaaa-bbbb-cccc-dddd'] } },
    });
    const { user, dialog } = await openTwoStepSetup();
    const turnOn = () => user.click(within(dialog).getByRole('button', { name: 'Turn on two-step sign-in' }));

    // Without the password the form does not send.
    await user.type(within(dialog).getByLabelText('Code from the app'), '123456');
    await turnOn();
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is required'));
    expect(calls.filter((c) => c.path === '/api/users/me/mfa/enable')).toEqual([]);

    await user.type(password, 'Wrong-pass-1');
    await turnOn();
    await waitFor(() => expect(password).toHaveAccessibleDescription(WRONG_PASSWORD));
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'Secret123');
    await turnOn();
    expect(await within(dialog).findByText('aaaa-bbbb-cccc-dddd')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/me/mfa/enable').map((c) => c.body)).toEqual([
      { password: 'Wrong-pass-1', code: '123456' },
      { password: 'Secret123', code: '123456' },
    ]);
    expect(useAuthStore.getState().user?.mfaEnabled).toBe(true);
  });
});

describe('profile: turning two-step sign-in off', () => {
  it('takes the password and a code, shows a refused code under its field, then turns it off', async () => {
    let attempts = 0;
    const calls = mockFetch({
      'POST /api/users/me/mfa/disable': () =>
        (attempts += 1) === 1 ? fieldRefusal(400, 'code', WRONG_CODE) : { status: 204 },
    });
    signIn(['CLIENT'], { mfaEnabled: true });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });
    expect(within(card).getByText('On', { exact: true })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    const code = within(dialog).getByLabelText('Code from your authenticator app');
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(WRONG_CODE));
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await findToast('Two-step sign-in is off')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/me/mfa/disable').map((c) => c.body)).toEqual([
      { password: 'Secret123', code: '000000' },
      { password: 'Secret123', code: '123456' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('Off', { exact: true })).toBeInTheDocument();
    expect(useAuthStore.getState().user?.mfaEnabled).toBe(false);
  });

  it('toasts a refusal that names no field, and Cancel closes the dialog', async () => {
    mockFetch({ 'POST /api/users/me/mfa/disable': { status: 500 } });
    signIn(['CLIENT'], { mfaEnabled: true });
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.type(within(dialog).getByLabelText('Password'), 'Secret123');
    await user.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await findToast('The server had a problem. Please try again.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useAuthStore.getState().user?.mfaEnabled).toBe(true);
  });
});
