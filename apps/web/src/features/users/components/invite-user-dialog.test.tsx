import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const MAYA_ID = '00000000-0000-4000-8000-0000000000b1';

function setup(answer: { status: number; body: unknown }) {
  const calls = mockFetch({
    'GET /api/users/admin/all': { body: { users: [], total: 0 } },
    'GET /api/users/admin/trainers': {
      body: { trainers: [{ id: MAYA_ID, firstName: 'Maya', lastName: 'Lopez', roles: ['TRAINER'] }] },
    },
    'GET /api/invitations': { body: { invitations: [], total: 0 } },
    'POST /api/invitations': answer,
  });
  signIn(['CONSULTANT'], { id: '00000000-0000-4000-8000-0000000000c1' });
  renderApp('/consultant/users');
  return { calls, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Invite user' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
  await user.type(within(dialog).getByLabelText('First name'), 'Jamie');
  await user.type(within(dialog).getByLabelText('Last name'), 'Park');
  await user.type(within(dialog).getByLabelText('Email'), 'jamie@example.com');
  return dialog;
}

describe('Invite user (consultant)', () => {
  it('sends the roles and, for a client, the chosen trainer', async () => {
    const { calls, user } = setup({
      status: 201,
      body: {
        invitation: {
          id: '00000000-0000-4000-8000-0000000000e1',
          email: 'jamie@example.com',
          firstName: 'Jamie',
          lastName: 'Park',
          roles: ['CLIENT'],
          trainer: { id: MAYA_ID, firstName: 'Maya', lastName: 'Lopez' },
          invitedBy: { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Alex', lastName: 'Morgan' },
          status: 'pending',
          sentAt: '2026-11-24T10:00:00.000Z',
          expiresAt: '2026-12-01T10:00:00.000Z',
        },
      },
    });
    expect(
      await screen.findByText('No pending invitations.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const dialog = await fillIn(user);
    await user.selectOptions(await within(dialog).findByLabelText('Trainer'), 'Maya Lopez');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await findToast('Invitation sent to jamie@example.com')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Jamie',
      lastName: 'Park',
      email: 'jamie@example.com',
      roles: ['CLIENT'],
      trainerId: MAYA_ID,
    });
  });

  it('a trainer has no trainer to choose; an address with an account is named under the field', async () => {
    const message = 'An account with this email already exists';
    const { calls, user } = setup(fieldRefusal(409, 'email', message));
    const dialog = await fillIn(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Client role' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Trainer role' }));
    expect(within(dialog).queryByLabelText('Trainer')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      roles: ['TRAINER'],
      trainerId: null,
    });
  });
});
