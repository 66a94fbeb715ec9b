import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@kinetic/contracts/common';
import { PHOTO_TEXTS } from '@kinetic/contracts/progress-photos';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { fieldRefusal, mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

async function section() {
  return screen.findByRole('region', { name: 'Your data' }, { timeout: 5000 });
}

/** Signs in with `roles`, opens the profile and answers its 'Your data' card. */
async function openCard(roles: Role[]) {
  signIn(roles);
  renderApp('/profile');
  return section();
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(blob);
  });
}

/** jsdom has no object URLs and cannot follow a download link: both are recorded instead. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  class TestURL extends URL {
    static override createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return `blob:kinetic/${blobs.length}`;
    };
    static override revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
  }
  vi.stubGlobal('URL', TestURL);
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  return { blobs, clicks, revoked };
}

const exported = {
  exportedAt: '2026-11-21T10:00:00.000Z',
  profile: { id: 'me', firstName: 'Alex' },
  intake: [
    { form: 'waiver', version: 1, submittedAt: '2026-11-01T00:00:00.000Z', fields: { name: 'Alex M' } },
  ],
  workouts: [],
  performedSets: [],
  meals: [],
  progress: [],
  sessions: [],
  accessLog: [],
  authoredForOthers: { workoutIds: [], mealIds: [] },
};

describe('profile: your data', () => {
  it('downloads everything the server exports as a JSON file', async () => {
    const calls = mockFetch({ 'GET /api/users/me/export': { body: exported } });
    const downloads = captureDownloads();
    const card = await openCard(['CLIENT']);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download my data' }));

    expect(await findToast('Your data has been downloaded')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/me/export')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/users/me/export')?.headers.Authorization).toBe(
      'Bearer test-token',
    );
    expect(downloads.clicks).toEqual([{ href: 'blob:kinetic/1', download: 'kinetic-data-2026-11-21.json' }]);
    expect(downloads.blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await readBlob(downloads.blobs[0]!))).toEqual(exported);
    await waitFor(() => expect(downloads.revoked).toEqual(['blob:kinetic/1']), { timeout: 3000 });
  });

  it('a client downloads their progress photos as a zip, from a call of its own', async () => {
    const calls = mockFetch({ 'GET /api/users/me/export/photos': { body: 'PK-zip-bytes' } });
    const downloads = captureDownloads();
    const card = await openCard(['CLIENT']);
    await userEvent.setup().click(within(card).getByRole('button', { name: PHOTO_TEXTS.download }));
    expect(await findToast(PHOTO_TEXTS.downloaded)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/users/me/export/photos')?.headers.Authorization).toBe(
      'Bearer test-token',
    );
    expect(downloads.clicks).toEqual([
      { href: 'blob:kinetic/1', download: expect.stringMatching(/^kinetic-photos-\d{4}-\d\d-\d\d\.zip$/) },
    ]);
    expect(downloads.blobs[0]!.type).toBe('application/zip');
    expect(await readBlob(downloads.blobs[0]!)).toBe('"PK-zip-bytes"');
  });

  it('a trainer has no photos to download', async () => {
    mockFetch();
    const card = await openCard(['TRAINER']);
    expect(within(card).queryByRole('button', { name: PHOTO_TEXTS.download })).toBeNull();
  });

  it('toasts the server error when the export fails', async () => {
    mockFetch({ 'GET /api/users/me/export': { status: 503, body: { error: 'Try again shortly' } } });
    const downloads = captureDownloads();
    const card = await openCard(['CLIENT']);
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await findToast('Try again shortly')).toBeInTheDocument();
    expect(downloads.clicks).toEqual([]);
  });

  it('asks for the password, shows a wrong one under the field, then deletes, signs out and goes to /login', async () => {
    const calls = mockFetch({
      'DELETE /api/users/me': ({ body }) =>
        (body as { password: string }).password === 'Right-Pass-1'
          ? { status: 204 }
          : fieldRefusal(400, 'password', 'Password is incorrect'),
    });
    signIn(['CLIENT']);
    const { router } = renderApp('/profile');
    const card = await section();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is required'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.type(password, 'Wrong-Pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);

    await user.clear(password);
    await user.type(password, 'Right-Pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await findToast('Your account and your data have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => [c.path, c.body])).toEqual([
      ['/api/users/me', { password: 'Wrong-Pass-1' }],
      ['/api/users/me', { password: 'Right-Pass-1' }],
    ]);
    expect(deletes[1]!.headers.Authorization).toBe('Bearer test-token');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes the dialog without deleting; a refusal is toasted and keeps the session', async () => {
    const refusal =
      'You are the last active consultant: make someone else a consultant before deleting your account';
    const calls = mockFetch({ 'DELETE /api/users/me': { status: 409, body: { error: refusal } } });
    const card = await openCard(['CONSULTANT']);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Password'), 'Typed-1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete my account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Password'), 'Right-Pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await findToast(refusal)).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Delete your account?' })).toBeInTheDocument();
  });
});
