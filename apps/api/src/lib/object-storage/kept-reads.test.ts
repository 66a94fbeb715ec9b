import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileStorage } from './file-storage.ts';
import { keepSmallReads } from './kept-reads.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Files in a folder of their own, with the small reads kept up to `maxBytes`. */
function storageKeeping(maxBytes: number) {
  const root = join(mkdtempSync(join(tmpdir(), 'kinetic-kept-')), 'objects');
  dirs.push(root);
  const files = fileStorage(root);
  return { files, kept: keepSmallReads(files, maxBytes) };
}

const bytes = (n: number, seed = 1) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) & 255));

describe('small reads kept in memory', () => {
  it('reads from the storage once, then answers the same bytes from memory', async () => {
    const { files, kept } = storageKeeping(1024 * 1024);
    const body = bytes(30_000, 7);
    await kept.put('photos/a/thumb.webp', body, 'image/webp');
    expect((await kept.read('photos/a/thumb.webp'))?.equals(body)).toBe(true);
    // Gone from the disk behind its back (no API call does this): the kept copy shows it was kept.
    await files.delete('photos/a/thumb.webp');
    expect((await kept.read('photos/a/thumb.webp'))?.equals(body)).toBe(true);
    expect(kept.stats()).toMatchObject({ name: 'thumbnails', hits: 1, misses: 1, entries: 1 });
    expect(kept.stats().bytes).toBeGreaterThanOrEqual(30_000);
  });

  it('a deletion through it, one or many, drops the kept copy; a missing object is not kept', async () => {
    const { kept } = storageKeeping(1024 * 1024);
    const keys = ['photos/b/1.webp', 'photos/b/2.webp', 'photos/b/3.webp'];
    for (const key of keys) await kept.put(key, bytes(100), 'image/webp');
    for (const key of keys) await kept.read(key);
    await kept.delete(keys[0]!);
    await kept.deleteMany(keys.slice(1));
    for (const key of keys) expect(await kept.read(key)).toBeUndefined();
    expect(await kept.read('photos/b/never.webp')).toBeUndefined();
    expect(kept.stats()).toMatchObject({ entries: 0, hits: 0 });
  });

  it('a put under a kept key replaces the copy', async () => {
    const { kept } = storageKeeping(1024 * 1024);
    await kept.put('photos/c/t.webp', bytes(10, 1), 'image/webp');
    await kept.read('photos/c/t.webp');
    await kept.put('photos/c/t.webp', bytes(10, 3), 'image/webp');
    expect((await kept.read('photos/c/t.webp'))?.equals(bytes(10, 3))).toBe(true);
  });

  it('holds no more than its bound, the least recently read dropped first', async () => {
    const { kept } = storageKeeping(25_000);
    for (const n of [1, 2, 3]) await kept.put(`photos/d/${n}.webp`, bytes(10_000, n), 'image/webp');
    await kept.read('photos/d/1.webp');
    await kept.read('photos/d/2.webp');
    await kept.read('photos/d/1.webp');
    await kept.read('photos/d/3.webp');
    const stats = kept.stats();
    expect(stats).toMatchObject({ entries: 2, evictions: 1, hits: 1 });
    expect(stats.bytes).toBeLessThanOrEqual(25_000);
    // 2 was read least recently: it went; 1 is still kept.
    await kept.read('photos/d/1.webp');
    expect(kept.stats().hits).toBe(2);
    // One larger than the whole bound is read, not kept.
    await kept.put('photos/d/big.webp', bytes(30_000), 'image/webp');
    expect((await kept.read('photos/d/big.webp'))?.length).toBe(30_000);
    expect(kept.stats().entries).toBe(2);
  });

  it('a bound of 0 keeps nothing: every read goes to the storage', async () => {
    const { kept } = storageKeeping(0);
    await kept.put('photos/e/t.webp', bytes(100), 'image/webp');
    expect((await kept.read('photos/e/t.webp'))?.length).toBe(100);
    expect((await kept.read('photos/e/t.webp'))?.length).toBe(100);
    expect(kept.stats()).toMatchObject({ hits: 0, misses: 2, entries: 0, bytes: 0, maxBytes: 0 });
  });
});
