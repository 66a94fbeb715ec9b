import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../../lib/object-storage/file-storage.ts';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import { s3Storage } from '../../lib/object-storage/s3-storage.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { cameraJpeg } from '../../test/images.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { UPLOADS_FOLDER } from './photo-upload-body.ts';
import { createPhotoSweep } from './photo-sweep.ts';
import { createProgressPhotosRepository } from './progress-photos.repository.ts';

const TODAY = new Date().toISOString().slice(0, 10);
const HOUR = 3_600_000;

/** Every key under the photos' prefix. */
async function keysIn(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list('progress-photos/')) keys.push(object.key);
  return keys.sort();
}

/**
 * The storage of `open` behind a test app, its deletions failing while `away` is true (a storage
 * briefly gone): the erasure's deletions, tried three times after the answer, all fail then.
 */
function sweepSuite(
  name: string,
  open: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>,
) {
  describe(`the photo sweep, ${name}`, () => {
    let t: TestApp;
    let storage: ObjectStorage;
    let closeStorage: () => Promise<void>;
    let client: TestUser;
    let away = false;
    const sweep = () =>
      createPhotoSweep({
        photos: createProgressPhotosRepository(t.database.db),
        objects: storage,
        uploadsDir: join(t.dataDir, UPLOADS_FOLDER),
        graceMs: HOUR,
        log: t.app.log,
      });
    beforeAll(async () => {
      ({ storage, close: closeStorage } = await open());
      const flaky: ObjectStorage = {
        put: (...a) => storage.put(...a),
        get: (key) => storage.get(key),
        read: (key) => storage.read(key),
        delete: (key) => storage.delete(key),
        list: (prefix) => storage.list(prefix),
        deleteMany: (keys) =>
          away ? Promise.reject(new Error('connect ECONNREFUSED')) : storage.deleteMany(keys),
      };
      t = await createTestApp({ objectStorage: flaky });
      client = await t.user({ roles: ['CLIENT'] });
    }, 30_000);
    afterAll(async () => {
      await t.close();
      await closeStorage();
    });

    const upload = async (who: TestUser) => {
      const res = await t.call('POST', `/api/progress/photos?date=${TODAY}&pose=front`, {
        token: who.token,
        body: await cameraJpeg(),
        headers: { 'content-type': 'image/jpeg' },
      });
      expect(res.status).toBe(201);
      return res.body.photo.id as string;
    };

    it('removes objects no row names once past the grace, keeps the others and the young ones', async () => {
      const id = await upload(client);
      const named = [
        `progress-photos/${client.id}/${id}-full.webp`,
        `progress-photos/${client.id}/${id}-thumb.webp`,
      ];
      // What a crash between the objects' write and the row's leaves.
      const crashed = `progress-photos/${client.id}/${randomUUID()}-full.webp`;
      // A key of an existing photo's id but not its own, and one of no photo's shape.
      const misnamed = `progress-photos/${client.id}/${id}-other.webp`;
      const odd = `progress-photos/${client.id}/notes.webp`;
      for (const key of [crashed, misnamed, odd]) await storage.put(key, Buffer.from('x'), 'image/webp');

      // Young: an upload may still be on its way from its objects to its row.
      expect(await sweep().runOnce()).toEqual({ objects: 0, uploads: 0 });
      expect(await keysIn(storage)).toEqual([...named, crashed, misnamed, odd].sort());

      const later = new Date(Date.now() + 2 * HOUR);
      expect((await sweep().runOnce(later)).objects).toBe(3);
      expect(await keysIn(storage)).toEqual(named);
      // The photo is still whole.
      const image = await t.app.inject({
        url: `/api/progress/photos/${id}/full`,
        headers: { authorization: `Bearer ${client.token}` },
      });
      expect(image.statusCode).toBe(200);
    });

    it('the files of an erased account whose deletion failed every try are swept', async () => {
      const erased = await t.user({ roles: ['CLIENT'] });
      await upload(erased);
      const before = (await keysIn(storage)).length;
      away = true;
      const res = await t.call('DELETE', '/api/users/me', {
        token: erased.token,
        body: { password: 'Secret123' },
      });
      expect(res.status).toBe(204);
      expect(await t.rows(sql`select id from progress_photos where client_id = ${erased.id}`)).toEqual([]);
      // The three tries after the answer (at once, 1 s, 5 s later) all failed.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect((await keysIn(storage)).filter((k) => k.includes(erased.id))).toHaveLength(2);
      away = false;
      expect((await sweep().runOnce(new Date(Date.now() + 2 * HOUR))).objects).toBe(2);
      const left = await keysIn(storage);
      expect(left.filter((k) => k.includes(erased.id))).toEqual([]);
      expect(left).toHaveLength(before - 2);
    }, 20_000);

    it('removes upload files a stopped process left, once past the grace', async () => {
      const dir = join(t.dataDir, UPLOADS_FOLDER);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'upload-left'), 'half a photo');
      writeFileSync(join(dir, 'upload-now'), 'a photo on its way');
      const old = new Date(Date.now() - 2 * HOUR);
      utimesSync(join(dir, 'upload-left'), old, old);
      expect((await sweep().runOnce()).uploads).toBe(1);
      expect(readdirSync(dir)).toEqual(['upload-now']);
    });

    it('runs on its own, every so often, until the app closes', async () => {
      const crashed = `progress-photos/${client.id}/${randomUUID()}-thumb.webp`;
      await storage.put(crashed, Buffer.from('x'), 'image/webp');
      const stop = createPhotoSweep({
        photos: createProgressPhotosRepository(t.database.db),
        objects: storage,
        uploadsDir: join(t.dataDir, UPLOADS_FOLDER),
        graceMs: -HOUR,
        log: t.app.log,
      }).every(50);
      try {
        for (let i = 0; i < 100 && (await keysIn(storage)).includes(crashed); i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await keysIn(storage)).not.toContain(crashed);
      } finally {
        await stop();
      }
    });
  });
}

sweepSuite('files', async () => {
  const root = mkdtempSync(join(tmpdir(), 'kinetic-sweep-'));
  return {
    storage: fileStorage(join(root, 'objects')),
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

sweepSuite('S3 (s3rver on loopback)', async () => {
  const server = await startS3Server();
  const storage = s3Storage(server.settings);
  return {
    storage,
    close: async () => {
      storage.close();
      await server.close();
    },
  };
});
