import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  PHOTO_TEXTS,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTOS_PER_CLIENT_MAX,
} from '@kinetic/contracts/progress-photos';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp, type TestUser } from '../../test/app.ts';
import { cameraJpeg, plainImage, pngBomb } from '../../test/images.ts';

let t: TestApp;
let p: Awaited<ReturnType<TestApp['twoTrainersWithClients']>>;
let camera: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  p = await t.twoTrainersWithClients();
  camera = await cameraJpeg();
});
afterAll(() => t.close());

const TODAY = new Date().toISOString().slice(0, 10);

const upload = (
  who: TestUser,
  body: Buffer,
  { date = TODAY, pose = 'front', type = 'image/jpeg' }: { date?: string; pose?: string; type?: string } = {},
) =>
  t.call('POST', `/api/progress/photos?date=${date}&pose=${pose}`, {
    token: who.token,
    body,
    headers: { 'content-type': type },
  });

/** An image answer as bytes (the test app's call reads answers as text). */
async function image(who: TestUser, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
}

/** Every file under the test app's objects folder. */
function storedFiles(): string[] {
  const root = join(t.dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

const photoRows = async (clientId: string) =>
  (await t.rows(sql`select count(*)::int as n from progress_photos where client_id = ${clientId}`))[0]
    .n as number;

describe('a client’s progress photos', () => {
  let photoId: string;

  it('an upload is re-encoded: upright, WebP, no EXIF; listed; both images sent, never cached', async () => {
    const res = await upload(p.client, camera, { pose: 'side' });
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({
      clientId: p.client.id,
      date: TODAY,
      pose: 'side',
      width: 400,
      height: 600,
    });
    photoId = res.body.photo.id;
    expect(storedFiles().sort()).toEqual([
      `progress-photos/${p.client.id}/${photoId}-full.webp`,
      `progress-photos/${p.client.id}/${photoId}-thumb.webp`,
    ]);

    const list = await t.call('GET', '/api/progress/photos', { token: p.client.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ photos: [res.body.photo], total: 1 });

    for (const size of ['full', 'thumb']) {
      const got = await image(p.client, `/api/progress/photos/${photoId}/${size}`);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/webp');
      expect(got.headers['cache-control']).toBe('no-store');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(got.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(got.bytes.includes(Buffer.from('Secret Model 9'))).toBe(false);
      expect(meta.height > meta.width).toBe(true);
    }
    // Read again, now kept in memory: the same bytes, answered as privately.
    const first = await image(p.client, `/api/progress/photos/${photoId}/thumb`);
    const again = await image(p.client, `/api/progress/photos/${photoId}/thumb`);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect([again.headers['cache-control'], again.headers['content-type']]).toEqual([
      'no-store',
      'image/webp',
    ]);
  });

  it('takes PNG and WebP too', async () => {
    expect(
      (await upload(p.client, await plainImage('png'), { type: 'image/png', pose: 'back' })).status,
    ).toBe(201);
    expect((await upload(p.client, await plainImage('webp'), { type: 'image/webp' })).status).toBe(201);
  });

  it('refuses with 400, storing nothing: a text file, a bomb, an oversize body, a bad pose or date', async () => {
    const client = await t.user({ roles: ['CLIENT'], trainerId: p.trainer.id });
    const before = storedFiles().length;
    const text = await upload(client, Buffer.from('hello, I am photo.jpg'));
    expect([text.status, text.body.error]).toEqual([400, PHOTO_TEXTS.notAnImage]);
    const bomb = await upload(client, pngBomb(), { type: 'image/png' });
    expect([bomb.status, bomb.body.error]).toEqual([400, PHOTO_TEXTS.tooManyPixels]);
    const big = Buffer.concat([camera, Buffer.alloc(PHOTO_UPLOAD_MAX_BYTES)]);
    const oversize = await upload(client, big);
    expect([oversize.status, oversize.body.error]).toEqual([400, PHOTO_TEXTS.tooLarge]);
    const pose = await upload(client, camera, { pose: 'top' });
    expect(pose.status).toBe(400);
    expect(pose.body.errors).toEqual([
      expect.objectContaining({ path: 'pose', msg: 'Choose front, side or back' }),
    ]);
    const future = await upload(client, camera, { date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.errors).toEqual([
      expect.objectContaining({ path: 'date', msg: 'Date cannot be in the future' }),
    ]);
    const gif = await upload(client, Buffer.from('GIF89a'), { type: 'image/gif' });
    expect(gif.status).toBe(415);
    expect(await photoRows(client.id)).toBe(0);
    expect(storedFiles()).toHaveLength(before);
  });

  it('an oversize body is refused by its Content-Length before it is read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/progress/photos?date=${TODAY}&pose=front`,
      headers: {
        authorization: `Bearer ${p.client.token}`,
        'content-type': 'image/jpeg',
        'content-length': String(PHOTO_UPLOAD_MAX_BYTES + 1),
      },
      payload: camera,
    });
    expect(res.statusCode).toBe(400);
  });

  it('stops at the cap per client: 409, nothing stored', async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    await t.rows(sql`insert into progress_photos (client_id, date, pose, full_key, thumb_key, width, height, bytes)
      select ${client.id}, ${TODAY}, 'front', 'progress-photos/x/' || i || '-full.webp', 'progress-photos/x/' || i || '-thumb.webp', 10, 10, 10
      from generate_series(1, ${PHOTOS_PER_CLIENT_MAX}) as i`);
    const before = storedFiles().length;
    const res = await upload(client, camera);
    expect([res.status, res.body.error]).toEqual([409, PHOTO_TEXTS.limitReached]);
    expect(await photoRows(client.id)).toBe(PHOTOS_PER_CLIENT_MAX);
    expect(storedFiles()).toHaveLength(before);
  });

  it('the current trainer lists and views them; anyone else gets 404', async () => {
    const list = await t.call('GET', `/api/clients/${p.client.id}/progress/photos`, {
      token: p.trainer.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(3);
    const thumb = await image(p.trainer, `/api/clients/${p.client.id}/progress/photos/${photoId}/thumb`);
    expect([thumb.status, thumb.headers['content-type'], thumb.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'no-store',
    ]);

    const refused = [
      image(p.otherTrainer, `/api/clients/${p.client.id}/progress/photos/${photoId}/full`),
      image(p.otherClient, `/api/progress/photos/${photoId}/full`),
      // The other trainer's own client, and a photo that is not theirs.
      image(p.otherTrainer, `/api/clients/${p.otherClient.id}/progress/photos/${photoId}/full`),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(404);
    // A client has no trainer's calls.
    expect(
      (await image(p.otherClient, `/api/clients/${p.client.id}/progress/photos/${photoId}/full`)).status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/api/clients/${p.client.id}/progress/photos`, { token: p.otherTrainer.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/progress/photos/${photoId}`, { token: p.otherClient.token })).status,
    ).toBe(404);
    // A former trainer reaches them no more.
    await t.rows(sql`update users set trainer_id = ${p.otherTrainer.id} where id = ${p.client.id}`);
    expect(
      (await t.call('GET', `/api/clients/${p.client.id}/progress/photos`, { token: p.trainer.token })).status,
    ).toBe(404);
    await t.rows(sql`update users set trainer_id = ${p.trainer.id} where id = ${p.client.id}`);
  });

  it('every look is audited, the client’s own too, a series collapsed into one entry', async () => {
    const people = await t.twoTrainersWithClients();
    const id = (await upload(people.client, camera)).body.photo.id;
    await t.call('GET', '/api/progress/photos', { token: people.client.token });
    for (let i = 0; i < 3; i++) await image(people.client, `/api/progress/photos/${id}/thumb`);
    for (let i = 0; i < 3; i++)
      await image(people.trainer, `/api/clients/${people.client.id}/progress/photos/${id}/thumb`);
    await image(people.otherTrainer, `/api/clients/${people.client.id}/progress/photos/${id}/full`);
    const rows = await t.rows(sql`select actor_id, allowed from audit_log
      where subject_id = ${people.client.id} and action = 'progress-photos.read' order by at, id`);
    expect(rows.map((r) => [r.actor_id, r.allowed])).toEqual([
      [people.client.id, true],
      [people.trainer.id, true],
      [people.otherTrainer.id, false],
    ]);
  });

  it('the client deletes their own: the row at once, the objects after the answer', async () => {
    const own = `/api/progress/photos/${photoId}/thumb`;
    const trainers = `/api/clients/${p.client.id}/progress/photos/${photoId}/thumb`;
    // Read (and so kept in memory) just before: no kept copy outlives the photo.
    expect((await image(p.client, own)).status).toBe(200);
    expect((await image(p.trainer, trainers)).status).toBe(200);
    const res = await t.call('DELETE', `/api/progress/photos/${photoId}`, { token: p.client.token });
    expect(res.status).toBe(204);
    expect((await image(p.client, `/api/progress/photos/${photoId}/full`)).status).toBe(404);
    expect((await image(p.client, own)).status).toBe(404);
    expect((await image(p.trainer, trainers)).status).toBe(404);
    await eventually(() => !storedFiles().some((f) => f.includes(photoId)));
    expect(
      (await t.call('DELETE', `/api/progress/photos/${photoId}`, { token: p.client.token })).status,
    ).toBe(404);
  });
});
