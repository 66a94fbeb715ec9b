import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Kinetic:alex?secret=${SECRET}&issuer=Kinetic`;

describe('two-step setup on the phone that holds the authenticator', () => {
  it('offers to open the authenticator with the key, and to copy the key', async () => {
    mockFetch({ 'POST /api/users/me/mfa/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH } } });
    signIn(['CLIENT']);
    renderApp('/profile');
    const card = await screen.findByRole('region', { name: 'Two-step sign-in' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Set up two-step sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-step sign-in' });

    const open = within(dialog).getByRole('link', { name: 'Open in authenticator' });
    expect(open).toHaveAttribute('href', OTPAUTH);
    // Shown on phones only: a computer has no authenticator to hand the link to.
    expect(open).toHaveClass('sm:hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await findToast('Key copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });
});
