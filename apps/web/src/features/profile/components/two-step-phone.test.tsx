import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast } from '../../../test/render-app.tsx';
import { openTwoStepSetup } from '../test/two-step-setup.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const OTPAUTH = `otpauth://totp/Kinetic:alex?secret=${SECRET}&issuer=Kinetic`;

describe('two-step setup on the phone that holds the authenticator', () => {
  it('offers to open the authenticator with the key, and to copy the key', async () => {
    mockFetch({ 'POST /api/users/me/mfa/setup': { body: { secret: SECRET, otpauthUrl: OTPAUTH } } });
    const { user, dialog } = await openTwoStepSetup();

    const open = within(dialog).getByRole('link', { name: 'Open in authenticator' });
    expect(open).toHaveAttribute('href', OTPAUTH);
    // Shown on phones only: a computer has no authenticator to hand the link to.
    expect(open).toHaveClass('sm:hidden');

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await findToast('Key copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });
});
