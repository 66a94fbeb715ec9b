import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { fileStorage } from '../../lib/object-storage/file-storage.ts';
import { createTestApp, eventually, type TestApp, type TestUser } from '../../test/app.ts';
import { cameraJpeg } from '../../test/images.ts';

const TODAY = new Date().toISOString().slice(0, 10);

const upload = (t: TestApp, who: TestUser, body: Buffer, pose: string) =>
  t.call('POST', `/api/progress/photos?date=${TODAY}&pose=${pose}`, {
    token: who.token,
    body,
    headers: { 'content-type': 'image/jpeg' },
  });

/** Each file of a zip and its bytes. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

function storedFiles(t: TestApp): string[] {
  const root = join(t.dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

describe('export and erasure with progress photos', () => {
  let t: TestApp;
  let camera: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    camera = await cameraJpeg();
  });
  afterAll(() => t.close());

  it('GET /api/users/me/export/photos: a zip of the photos as stored and photos.json; audited', async () => {
    const client = await t.user();
    const other = await t.user();
    const front = (await upload(t, client, camera, 'front')).body.photo;
    const back = (await upload(t, client, camera, 'back')).body.photo;
    await upload(t, other, camera, 'side');

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/export/photos',
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="kinetic-photos-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = await unzip(res.rawPayload);
    const names = [`photos/${TODAY}-front-${front.id}.webp`, `photos/${TODAY}-back-${back.id}.webp`];
    expect([...files.keys()].sort()).toEqual([...names, 'photos.json'].sort());
    for (const name of names) {
      const meta = await sharp(files.get(name)).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 400, 600, undefined]);
    }
    const listed = JSON.parse(files.get('photos.json')!.toString('utf8'));
    expect(listed.map((p: { id: string; file: string }) => [p.id, p.file]).sort()).toEqual(
      [
        [front.id, names[0]],
        [back.id, names[1]],
      ].sort(),
    );
    const [audited] = await t.rows(sql`select count(*)::int as n from audit_log
      where actor_id = ${client.id} and action = 'account.export'`);
    expect(audited.n).toBe(1);

    // The JSON export is unchanged: one JSON document.
    const json = await t.call('GET', '/api/users/me/export', { token: client.token });
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('a person without photos gets a zip holding an empty photos.json', async () => {
    const client = await t.user();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/export/photos',
      headers: { authorization: `Bearer ${client.token}` },
    });
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['photos.json']);
    expect(JSON.parse(files.get('photos.json')!.toString())).toEqual([]);
  });

  it('erasure deletes the rows in its transaction, the files once it has committed', async () => {
    const client = await t.user();
    const photo = (await upload(t, client, camera, 'front')).body.photo;
    expect(storedFiles(t).filter((f) => f.startsWith(photo.id))).toHaveLength(2);
    const res = await t.call('DELETE', '/api/users/me', {
      token: client.token,
      body: { password: client.password },
    });
    expect(res.status).toBe(204);
    expect(await t.rows(sql`select id from progress_photos where client_id = ${client.id}`)).toEqual([]);
    await eventually(() => storedFiles(t).every((f) => !f.startsWith(photo.id)));
  });
});

describe('erasure when the storage fails to delete', () => {
  it('the account is erased all the same; the failure is retried, then logged', async () => {
    const deletes: string[][] = [];
    const root = mkdtempSync(join(tmpdir(), 'kinetic-objects-'));
    const files = fileStorage(root);
    const failing: ObjectStorage = {
      ...files,
      deleteMany: async (keys) => {
        deletes.push([...keys]);
        throw new Error('storage away');
      },
    };
    const app = await createTestApp({ objectStorage: failing });
    try {
      const client = await app.user();
      expect((await upload(app, client, await cameraJpeg(), 'front')).status).toBe(201);
      const res = await app.call('DELETE', '/api/users/me', {
        token: client.token,
        body: { password: client.password },
      });
      expect(res.status).toBe(204);
      expect(await app.rows(sql`select id from users where id = ${client.id}`)).toEqual([]);
      expect(await app.rows(sql`select id from progress_photos where client_id = ${client.id}`)).toEqual([]);
      await eventually(() => deletes.length >= 2, 5000);
      expect(deletes[0]).toHaveLength(2);
    } finally {
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
