import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.ts';
import { fileStorage } from './file-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** What both kinds of storage must do alike. */
function storageSuite(
  name: string,
  open: () => Promise<{ storage: ObjectStorage; close: () => Promise<void> }>,
) {
  describe(`${name} storage`, () => {
    let storage: ObjectStorage;
    let close: () => Promise<void>;
    beforeAll(async () => ({ storage, close } = await open()), 30_000);
    afterAll(() => close());

    const read = async (key: string) => {
      const stream = await storage.get(key);
      return stream && (await text(stream));
    };

    it('gives back what was put, and replaces it whole', async () => {
      await storage.put('photos/a/one.webp', Buffer.from('first'), 'image/webp');
      expect(await read('photos/a/one.webp')).toBe('first');
      await storage.put('photos/a/one.webp', Buffer.from('second, longer'), 'image/webp');
      expect(await read('photos/a/one.webp')).toBe('second, longer');
    });

    it('keeps binary data byte for byte, a megabyte and more', async () => {
      const body = Buffer.alloc(1_500_000);
      for (let i = 0; i < body.length; i++) body[i] = (i * 7919) & 255;
      await storage.put('photos/big.bin', body, 'application/octet-stream');
      const stream = await storage.get('photos/big.bin');
      const chunks: Buffer[] = [];
      for await (const chunk of stream!) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);
    });

    it('answers undefined for a key with no object', async () => {
      expect(await storage.get('photos/none/here.webp')).toBeUndefined();
      expect(await storage.read('photos/none/here.webp')).toBeUndefined();
    });

    it('reads a small object whole, byte for byte', async () => {
      const body = Buffer.from(Array.from({ length: 40_000 }, (_, i) => (i * 31) & 255));
      await storage.put('photos/e/thumb.webp', body, 'image/webp');
      expect((await storage.read('photos/e/thumb.webp'))?.equals(body)).toBe(true);
    });

    it('deletes one, and deleting one that is not there is no error', async () => {
      await storage.put('photos/b/gone.webp', Buffer.from('x'), 'image/webp');
      await storage.delete('photos/b/gone.webp');
      expect(await storage.get('photos/b/gone.webp')).toBeUndefined();
      await expect(storage.delete('photos/b/gone.webp')).resolves.toBeUndefined();
    });

    it('deletes many at once, those absent included, and leaves the others', async () => {
      const keys = Array.from({ length: 5 }, (_, i) => `photos/c/${i}.webp`);
      for (const key of keys) await storage.put(key, Buffer.from(key), 'image/webp');
      await storage.deleteMany([...keys.slice(0, 4), 'photos/c/never.webp']);
      for (const key of keys.slice(0, 4)) expect(await storage.get(key)).toBeUndefined();
      expect(await read(keys[4]!)).toBe(keys[4]);
      await expect(storage.deleteMany([])).resolves.toBeUndefined();
    });

    it('lists the objects under a prefix, each with when it was written', async () => {
      const before = Date.now() - 60_000;
      for (const key of ['listed/a/1.webp', 'listed/a/2.webp', 'listed/b/3.webp', 'listedother/4.webp'])
        await storage.put(key, Buffer.from(key), 'image/webp');
      const all = async (prefix: string) => {
        const found = [];
        for await (const object of storage.list(prefix)) found.push(object);
        return found.sort((a, b) => a.key.localeCompare(b.key));
      };
      const listed = await all('listed/');
      expect(listed.map((o) => o.key)).toEqual(['listed/a/1.webp', 'listed/a/2.webp', 'listed/b/3.webp']);
      for (const o of listed) expect(o.modifiedAt.getTime()).toBeGreaterThan(before);
      expect((await all('listed/a/')).map((o) => o.key)).toEqual(['listed/a/1.webp', 'listed/a/2.webp']);
      expect(await all('nothing-here/')).toEqual([]);
    });

    it('refuses a key that could leave its place', async () => {
      for (const key of ['../x', 'a/../../b', '/etc/passwd', 'a//b', '.hidden', 'A/B', 'a/b/']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Not an object key');
        await expect(storage.get(key)).rejects.toThrow('Not an object key');
      }
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

storageSuite('file', async () => {
  const root = join(mkdtempSync(join(tmpdir(), 'kinetic-objects-')), 'objects');
  dirs.push(root);
  return { storage: fileStorage(root), close: async () => undefined };
});

storageSuite('S3 (s3rver on loopback)', async () => {
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

describe('file storage on disk', () => {
  it('folders are 0700, files 0600, and no temporary file is left', async () => {
    const root = join(mkdtempSync(join(tmpdir(), 'kinetic-objects-')), 'objects');
    dirs.push(root);
    const storage = fileStorage(root);
    await storage.put('photos/d/one.webp', Buffer.from('x'), 'image/webp');
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'photos', 'd')).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'photos', 'd', 'one.webp')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, 'photos', 'd'))).toEqual(['one.webp']);
  });
});
