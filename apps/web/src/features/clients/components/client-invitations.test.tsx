import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invitation } from '@kinetic/contracts/invitations';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const TRAINER_ID = '00000000-0000-4000-8000-0000000000b1';
const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  email: 'riley@example.com',
  firstName: 'Riley',
  lastName: 'Stone',
  roles: ['CLIENT'],
  trainer: { id: TRAINER_ID, firstName: 'Maya', lastName: 'Lopez' },
  invitedBy: { id: TRAINER_ID, firstName: 'Maya', lastName: 'Lopez' },
  status: 'pending',
  sentAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function setup(invitations: Invitation[] = [invitation()]) {
  const calls = mockFetch({
    'GET /api/clients': { body: { clients: [], total: 0 } },
    'GET /api/invitations': { body: { invitations, total: invitations.length } },
    'POST /api/invitations': ({ body }) => ({
      status: 201,
      body: { invitation: invitation({ ...(body as object), id: '00000000-0000-4000-8000-0000000000e2' }) },
    }),
    'POST /api/invitations/00000000-0000-4000-8000-0000000000e1/resend': {
      body: { invitation: invitation() },
    },
    'DELETE /api/invitations/00000000-0000-4000-8000-0000000000e1': {
      body: { invitation: invitation({ status: 'revoked' }) },
    },
    'POST /api/invitations/import': {
      body: {
        invited: 1,
        rows: [
          { line: 2, name: 'Ada Lovelace', email: 'ada@example.com', status: 'invited' },
          {
            line: 3,
            name: 'Grace Hopper',
            email: 'grace@',
            status: 'invalid',
            reason: 'Invalid email address',
          },
        ],
      },
    },
  });
  signIn(['TRAINER'], { id: TRAINER_ID, firstName: 'Maya', lastName: 'Lopez' });
  renderApp('/trainer/clients');
  return { calls, user: userEvent.setup() };
}

describe('inviting clients from My Clients', () => {
  it('lists my pending invitations with status, sent date and expiry', async () => {
    const { calls } = setup([
      invitation(),
      invitation({ id: '00000000-0000-4000-8000-0000000000e3', firstName: 'Jo', status: 'expired' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Pending invitations' }, { timeout: 5000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Riley Stone');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent('Sent Nov 24, 2026 · Expires Dec 1, 2026');
    expect(second).toHaveTextContent('Expired');
    const read = calls.find((c) => c.path === '/api/invitations');
    expect(read?.query.get('mine')).toBe('true');
    expect(read?.query.get('scope')).toBe('open');
  });

  it('invites a client by email, with the field messages of the contract first', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite client' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a client' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/invitations')).toBe(false);

    await user.type(within(dialog).getByLabelText('First name'), 'Jamie');
    await user.type(within(dialog).getByLabelText('Last name'), 'Park');
    await user.type(within(dialog).getByLabelText('Email'), 'jamie@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await findToast('Invitation sent to jamie@example.com')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/invitations');
    expect(sent?.body).toEqual({ firstName: 'Jamie', lastName: 'Park', email: 'jamie@example.com' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resends and, once confirmed, revokes an invitation', async () => {
    const { calls, user } = setup();
    await user.click(
      await screen.findByRole('button', { name: 'Resend the invitation to Riley Stone' }, { timeout: 5000 }),
    );
    expect(await findToast('Invitation sent again to riley@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to Riley Stone' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await findToast('Invitation revoked')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/invitations/00000000-0000-4000-8000-0000000000e1',
    ]);
  });

  it('imports a CSV and shows the report of each line', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import clients from CSV' });
    const csv = 'name,email\nAda Lovelace,ada@example.com\nGrace Hopper,grace@\n';
    await user.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'clients.csv', { type: 'text/csv' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    const report = await within(dialog).findByRole('list', { name: 'Import report' });
    expect(within(dialog).getByText('1 of 2 invited.')).toBeInTheDocument();
    const [ada, grace] = within(report).getAllByRole('listitem');
    expect(ada).toHaveTextContent('Invited');
    expect(grace).toHaveTextContent('Invalid email address');
    expect(calls.find((c) => c.path === '/api/invitations/import')?.body).toEqual({ csv });
  });
});
