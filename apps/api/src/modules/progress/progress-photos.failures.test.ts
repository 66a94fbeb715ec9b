import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PHOTO_TEXTS } from '@kinetic/contracts/progress-photos';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../../lib/object-storage/file-storage.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { s3Storage } from '../../lib/object-storage/s3-storage.ts';
import { createTestApp, eventually, type TestApp, type TestUser } from '../../test/app.ts';
import { cameraJpeg, heifStart, plainImage } from '../../test/images.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { UPLOADS_FOLDER } from './photo-upload-body.ts';

const TODAY = new Date().toISOString().slice(0, 10);
let camera: Buffer;
beforeAll(async () => {
  camera = await cameraJpeg();
});

const upload = (t: TestApp, who: TestUser, body: Buffer, type = 'image/jpeg') =>
  t.call('POST', `/api/progress/photos?date=${TODAY}&pose=front`, {
    token: who.token,
    body,
    headers: { 'content-type': type },
  });

const photoRows = async (t: TestApp, clientId: string) =>
  (await t.rows(sql`select count(*)::int as n from progress_photos where client_id = ${clientId}`))[0]
    .n as number;

/** Every file under a folder of the test app's data folder. */
function filesUnder(t: TestApp, folder: string): string[] {
  const root = join(t.dataDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a photo storage that cannot be reached', () => {
  it('an S3 endpoint on a closed port: 503 with a clear message, no row', async () => {
    const s3 = await startS3Server();
    const storage = s3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${await closedPort()}` });
    const t = await createTestApp({ objectStorage: storage });
    try {
      const client = await t.user({ roles: ['CLIENT'] });
      const res = await upload(t, client, camera);
      expect([res.status, res.body.error]).toEqual([503, PHOTO_TEXTS.storageUnavailable]);
      expect(res.headers['retry-after']).toBe('60');
      expect(await photoRows(t, client.id)).toBe(0);
      expect(filesUnder(t, UPLOADS_FOLDER)).toEqual([]);
    } finally {
      await t.close();
      storage.close();
      await s3.close();
    }
  });

  it('s3rver stopped mid-test: the next upload is 503 and stores nothing', async () => {
    const s3 = await startS3Server();
    const storage = s3Storage(s3.settings);
    const t = await createTestApp({ objectStorage: storage });
    try {
      const client = await t.user({ roles: ['CLIENT'] });
      expect((await upload(t, client, camera)).status).toBe(201);
      await s3.close();
      const res = await upload(t, client, camera);
      expect([res.status, res.body.error]).toEqual([503, PHOTO_TEXTS.storageUnavailable]);
      expect(await photoRows(t, client.id)).toBe(1);
    } finally {
      await t.close();
      storage.close();
    }
  });

  it('a storage that fails after the photo was stored but before its thumbnail: 503, the photo deleted again', async () => {
    let root = '';
    // Files under the test app's data folder, the thumbnail's write failing as a storage going away would.
    const files = () => fileStorage(root);
    const failing: ObjectStorage = {
      put: (key, body, type) =>
        key.endsWith('-thumb.webp')
          ? Promise.reject(new Error('connect ECONNREFUSED'))
          : files().put(key, body, type),
      get: (key) => files().get(key),
      read: (key) => files().read(key),
      delete: (key) => files().delete(key),
      deleteMany: (keys) => files().deleteMany(keys),
      list: (prefix) => files().list(prefix),
    };
    const t = await createTestApp({ objectStorage: failing });
    root = join(t.dataDir, 'objects');
    try {
      const client = await t.user({ roles: ['CLIENT'] });
      const res = await upload(t, client, camera);
      expect([res.status, res.body.error]).toEqual([503, PHOTO_TEXTS.storageUnavailable]);
      expect(await photoRows(t, client.id)).toBe(0);
      await eventually(() => filesUnder(t, 'objects').length === 0);
    } finally {
      await t.close();
    }
  });
});

describe('uploads refused or cut off', () => {
  let t: TestApp;
  let client: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = await t.user({ roles: ['CLIENT'] });
  });
  afterAll(() => t.close());

  it('a HEIC photo is refused with 400 saying what to do, sent as image/heic or as a .jpg', async () => {
    for (const type of ['image/heic', 'image/heif', 'image/jpeg']) {
      const res = await upload(t, client, heifStart(), type);
      expect([res.status, res.body.error]).toEqual([400, PHOTO_TEXTS.heic]);
      expect(res.body.errors).toEqual([{ path: 'body', msg: PHOTO_TEXTS.heic }]);
    }
    expect(await photoRows(t, client.id)).toBe(0);
    expect(filesUnder(t, 'objects')).toEqual([]);
  });

  it('an upload with no body at all is refused with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/progress/photos?date=${TODAY}&pose=front`,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(PHOTO_TEXTS.notAnImage);
  });

  it('a PNG sent as image/jpeg is stored as the image it is; its upload file is gone', async () => {
    const res = await upload(t, client, await plainImage('png'), 'image/jpeg');
    expect(res.status).toBe(201);
    expect([res.body.photo.width, res.body.photo.height]).toEqual([320, 240]);
    expect(filesUnder(t, UPLOADS_FOLDER)).toEqual([]);
  });

  it('an upload whose connection drops midway leaves nothing: no row, no object, no upload file', async () => {
    const before = { rows: await photoRows(t, client.id), objects: filesUnder(t, 'objects').length };
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const body = Buffer.concat([camera, Buffer.alloc(4 * 1024 * 1024)]);
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/progress/photos?date=${TODAY}&pose=front`,
      headers: {
        authorization: `Bearer ${client.token}`,
        'content-type': 'image/jpeg',
        'content-length': String(body.length),
      },
    });
    const answered = new Promise<string>((resolve) => {
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.on('error', (error) => resolve(`cut: ${error.message}`));
    });
    req.write(body.subarray(0, body.length / 2));
    // The server is writing the body to its upload file: then the client goes.
    await eventually(() => filesUnder(t, UPLOADS_FOLDER).length === 1);
    req.destroy();
    expect(await answered).toMatch(/^cut/);
    await eventually(() => filesUnder(t, UPLOADS_FOLDER).length === 0);
    expect(await photoRows(t, client.id)).toBe(before.rows);
    expect(filesUnder(t, 'objects')).toHaveLength(before.objects);
  });
});
