import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@kinetic/contracts/audit';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, makeUser, renderApp } from '../../../test/render-app.tsx';

const CONSULTANT_ID = '00000000-0000-4000-8000-0000000000c1';
const SAM_ID = '00000000-0000-4000-8000-0000000000a1';
const consultant = makeUser({
  id: CONSULTANT_ID,
  firstName: 'Casey',
  lastName: 'Quinn',
  roles: ['CONSULTANT'],
});

const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: '2026-11-24T09:05:00.000Z',
  actorId: CONSULTANT_ID,
  actorName: 'Casey Quinn',
  subjectId: SAM_ID,
  subjectName: 'Sam Rivera',
  action: 'user.roles',
  allowed: true,
  detail: 'roles CLIENT → CLIENT, TRAINER',
  ...over,
});

function setup(total = 2) {
  const page = [entry(1), entry(2, { action: 'messages.read', allowed: false, detail: '' })];
  const calls = mockFetch({
    'GET /api/audit': ({ query }) => ({
      body: {
        entries: Number(query.get('offset')) > 0 ? [entry(3, { action: 'auth.sign-in' })] : page,
        total,
      },
    }),
    'GET /api/audit/export': { body: { entries: page, total: 7000 } },
  });
  useAuthStore.getState().login('test-token', consultant);
  renderApp('/consultant/audit');
  const audits = () => calls.filter((c) => c.path === '/api/audit');
  return { calls, audits, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('the audit trail screen', { timeout: 20000 }, () => {
  it('lists entries with who acted on whom, the outcome and the detail', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Audit Trail' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Audit entries' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('user.roles');
    expect(first).toHaveTextContent('Allowed');
    expect(first).toHaveTextContent('Casey Quinn → Sam Rivera');
    expect(first).toHaveTextContent('roles CLIENT → CLIENT, TRAINER');
    expect(second).toHaveTextContent('Refused');
  });

  it('sends the filters: person, action and the days as local midnights, the last day included', async () => {
    const { audits, user } = setup();
    await screen.findByText('2 entries', undefined, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Action'), 'messages.read');
    await user.type(screen.getByLabelText('Person'), 'sam');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-24');
    await waitFor(() => expect(audits().at(-1)!.query.get('person')).toBe('sam'));
    const query = audits().at(-1)!.query;
    expect(query.get('action')).toBe('messages.read');
    expect(query.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 10, 25).toISOString());
    expect(query.get('offset')).toBe('0');
  });

  it('refuses a backwards range with a field message, without asking', async () => {
    const { audits, user } = setup();
    await screen.findByText('2 entries', undefined, { timeout: 5000 });
    await user.type(screen.getByLabelText('From'), '2026-11-24');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    expect(await screen.findByText('The last day must not be before the first')).toBeInTheDocument();
    expect(audits().some((c) => c.query.get('to') === new Date(2026, 10, 2).toISOString())).toBe(false);
  });

  it('pages through 50 at a time', async () => {
    const { audits, user } = setup(120);
    expect(await screen.findByText('1–50 of 120', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Audit entries' });
    await waitFor(() => expect(within(list).getByText('auth.sign-in')).toBeInTheDocument());
    expect(audits().at(-1)!.query.get('offset')).toBe('50');
  });

  it('downloads the filtered entries as CSV and says when the cap cut them', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:audit';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls, user } = setup();
    await screen.findByText('2 entries', undefined, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Action'), 'user.roles');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await findToast('Downloaded the newest 2 of 7000 entries. Narrow the filters for the rest.');
    expect(calls.find((c) => c.path === '/api/audit/export')!.query.get('action')).toBe('user.roles');
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(created[0]!);
    });
    expect(csv.split('\r\n')[0]).toBe('At,Actor,Actor id,Subject,Subject id,Action,Allowed,Detail');
    expect(csv).toContain('Casey Quinn');
  });
});
