import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_TEXTS, type ProgressPhoto } from '@kinetic/contracts/progress-photos';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { todayCalendarDate } from '../../../../lib/calendar-date.ts';
import { mockFetch } from '../../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../../test/render-app.tsx';
import { ProgressPhotosSection } from './progress-photos-section.tsx';

const T = { timeout: 5000 };
const CLIENT = '00000000-0000-4000-8000-0000000000c1';
const photo = (id: string, date: string, pose: ProgressPhoto['pose']): ProgressPhoto => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  clientId: CLIENT,
  date,
  pose,
  width: 1536,
  height: 2048,
  bytes: 300_000,
  createdAt: `${date}T08:00:00.000Z`,
});
// Newest first, as the API answers.
const PHOTOS = [
  photo('3', '2026-11-20', 'side'),
  photo('2', '2026-11-20', 'front'),
  photo('1', '2026-10-01', 'front'),
];

const urls = new Map<string, Blob>();
const revoked: string[] = [];
beforeEach(() => {
  // jsdom has no object URLs: each blob gets a name, its revocation is recorded.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:photo-${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => {
  urls.clear();
  revoked.length = 0;
});

/** The image answers: the path's last two segments, as the image's "bytes". */
const imageHandlers = (prefix: string) =>
  Object.fromEntries(
    PHOTOS.flatMap((p) =>
      (['full', 'thumb'] as const).map((size) => [
        `GET ${prefix}/${p.id}/${size}`,
        { body: `${p.id}/${size}` },
      ]),
    ),
  );

describe('the client’s progress photos', { timeout: 30_000 }, () => {
  it('empty at first; a photo is sent as the file itself with its pose and date, then listed', async () => {
    let listed: ProgressPhoto[] = [];
    const calls = mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': () => ({ body: { photos: listed, total: listed.length } }),
      'POST /api/progress/photos': () => {
        listed = [PHOTOS[1]!];
        return { status: 201, body: { photo: PHOTOS[1] } };
      },
      ...imageHandlers('/api/progress/photos'),
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    expect(await screen.findByText(PHOTO_TEXTS.empty, undefined, T)).toBeInTheDocument();
    const user = userEvent.setup();
    const input = screen.getByLabelText(PHOTO_TEXTS.choose);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    // Nothing chosen: said at the field, nothing sent.
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    expect(await screen.findByText('Choose a photo')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, file);
    await user.selectOptions(screen.getByLabelText(PHOTO_TEXTS.pose), 'side');
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    await findToast(PHOTO_TEXTS.added);
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.path).toBe('/api/progress/photos');
    expect(Object.fromEntries(sent.query)).toEqual({ date: todayCalendarDate(), pose: 'side' });
    expect(sent.headers['Content-Type']).toBe('image/jpeg');
    expect(sent.headers.Authorization).toBe('Bearer test-token');
    const thumb = await screen.findByRole('img', { name: 'Front, Nov 20, 2026' }, T);
    await waitFor(() => expect(thumb).toHaveAttribute('src', expect.stringMatching(/^blob:photo-/)));
  });

  it('a refused upload says why at the field', async () => {
    mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': { body: { photos: [], total: 0 } },
      'POST /api/progress/photos': { status: 400, body: { error: PHOTO_TEXTS.notAnImage } },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(PHOTO_TEXTS.choose, undefined, T),
      new File(['text'], 'notes.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    expect(await screen.findByText(PHOTO_TEXTS.notAnImage)).toBeInTheDocument();
  });

  it('a storage away: its message at the field, the file kept, sent again as it is', async () => {
    let tries = 0;
    const calls = mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': { body: { photos: [], total: 0 } },
      'POST /api/progress/photos': () =>
        ++tries === 1
          ? { status: 503, body: { error: PHOTO_TEXTS.storageUnavailable } }
          : { status: 201, body: { photo: PHOTOS[1] } },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const user = userEvent.setup();
    const input = await screen.findByLabelText<HTMLInputElement>(PHOTO_TEXTS.choose, undefined, T);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    expect(await screen.findByText(PHOTO_TEXTS.storageUnavailable)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.files?.[0]).toBe(file);

    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    await findToast(PHOTO_TEXTS.added);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.headers['Content-Type'])).toEqual(['image/jpeg', 'image/jpeg']);
  });

  it('a HEIC photo is said at the field and not sent', async () => {
    const calls = mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': { body: { photos: [], total: 0 } },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText(PHOTO_TEXTS.choose, undefined, T),
      new File(['ftypheic'], 'IMG_0001.HEIC', { type: 'image/heic' }),
    );
    await user.click(screen.getByRole('button', { name: PHOTO_TEXTS.add }));
    expect(await screen.findByText(PHOTO_TEXTS.heic)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a grid by day; one opens full size (fetched with the token) and is deleted; URLs are revoked', async () => {
    let listed = PHOTOS;
    const calls = mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': () => ({ body: { photos: listed, total: listed.length } }),
      [`DELETE /api/progress/photos/${PHOTOS[0]!.id}`]: () => {
        listed = PHOTOS.slice(1);
        return { status: 204 };
      },
      ...imageHandlers('/api/progress/photos'),
    });
    signIn(['CLIENT']);
    const { unmount } = renderApp('/client/progress');
    const section = await screen.findByRole('region', { name: PHOTO_TEXTS.section }, T);
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Nov 20, 2026', 'Oct 1, 2026']),
    );
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Open Side, Nov 20, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Side, Nov 20, 2026' });
    const full = await within(dialog).findByRole('img', { name: 'Side, Nov 20, 2026' });
    await waitFor(() => expect(full).toHaveAttribute('src'));
    expect(await urls.get(full.getAttribute('src')!)!.text()).toBe(`"${PHOTOS[0]!.id}/full"`);
    const fullCall = calls.find((c) => c.path.endsWith('/full'))!;
    expect(fullCall.headers.Authorization).toBe('Bearer test-token');

    await user.click(within(dialog).getByRole('button', { name: PHOTO_TEXTS.remove }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: /Delete/ }));
    await findToast('Photo deleted');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Side, Nov 20, 2026' })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    unmount();
    expect(revoked.length).toBeGreaterThan(0);
    expect(new Set(revoked)).toEqual(new Set(urls.keys()));
  });

  it('Compare puts two days side by side, pose by pose, the oldest and newest first', async () => {
    mockFetch({
      'GET /api/records': { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
      'GET /api/progress/photos': { body: { photos: PHOTOS, total: 3 } },
      ...imageHandlers('/api/progress/photos'),
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PHOTO_TEXTS.compare }, T));
    expect(screen.getByLabelText(PHOTO_TEXTS.compareFrom)).toHaveValue('2026-10-01');
    expect(screen.getByLabelText(PHOTO_TEXTS.compareTo)).toHaveValue('2026-11-20');
    const front = screen.getByRole('figure', { name: 'Front' });
    expect(
      within(front)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label') ?? i.getAttribute('alt')),
    ).toEqual(['Front, Oct 1, 2026', 'Front, Nov 20, 2026']);
    const side = screen.getByRole('figure', { name: 'Side' });
    expect(within(side).getByText(PHOTO_TEXTS.noPhotoForPose)).toBeInTheDocument();
  });
});

describe('the trainer’s view of a client’s photos', () => {
  it('is read-only: no form, no delete; images come from the client’s calls', async () => {
    const prefix = `/api/clients/${CLIENT}/progress/photos`;
    const calls = mockFetch({
      [`GET ${prefix}`]: { body: { photos: PHOTOS, total: 3 } },
      ...imageHandlers(prefix),
    });
    signIn(['TRAINER']);
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <ProgressPhotosSection source={{ kind: 'client', clientId: CLIENT }} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Front, Oct 1, 2026' }, T));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: PHOTO_TEXTS.remove })).toBeNull();
    expect(screen.queryByLabelText(PHOTO_TEXTS.choose)).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === `${prefix}/${PHOTOS[2]!.id}/full`)).toBe(true));
  });

  it('says when there are none, and when they could not be loaded', async () => {
    mockFetch({ [`GET /api/clients/${CLIENT}/progress/photos`]: { status: 503, body: { error: 'Busy' } } });
    signIn(['TRAINER']);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={queryClient}>
        <ProgressPhotosSection source={{ kind: 'client', clientId: CLIENT }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(PHOTO_TEXTS.loadError, undefined, T)).toBeInTheDocument();
  });
});
