import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from '../../lib/object-storage/index.ts';
import type { ProgressPhotosRepository } from './progress-photos.repository.ts';
import { repeatEvery } from '../../lib/repeat-every.ts';

/** Where every progress photo's objects are, and what their keys are made of. */
export const PHOTO_PREFIX = 'progress-photos/';
/** Keys looked up in the database at once. */
const BATCH = 500;

/**
 * Removes what no photo's row names, once older than `graceMs`: objects under PHOTO_PREFIX (a crash
 * between the objects' write and the row's, a deletion after an erasure or a photo's delete that
 * failed all its tries) and uploads' files left in `uploadsDir` (a process that stopped while
 * reading one). The grace leaves alone an upload still on its way from its objects to its row. Both
 * storages alike; several processes may sweep at once (a deletion twice is no error).
 */
export function createPhotoSweep(deps: {
  photos: ProgressPhotosRepository;
  objects: ObjectStorage;
  uploadsDir: string;
  graceMs: number;
  log: FastifyBaseLogger;
}) {
  const { photos, objects, uploadsDir, graceMs, log } = deps;

  async function sweepObjects(before: Date): Promise<number> {
    let deleted = 0;
    let batch: string[] = [];
    const flush = async () => {
      const named = await photos.namedKeys(batch);
      const orphans = batch.filter((key) => !named.has(key));
      batch = [];
      if (orphans.length === 0) return;
      await objects.deleteMany(orphans);
      deleted += orphans.length;
    };
    for await (const object of objects.list(PHOTO_PREFIX)) {
      if (object.modifiedAt >= before) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
    return deleted;
  }

  async function sweepUploads(before: Date): Promise<number> {
    const names = await readdir(uploadsDir).catch(() => [] as string[]);
    let deleted = 0;
    for (const name of names) {
      const path = join(uploadsDir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile() || info.mtime >= before) continue;
      await unlink(path).catch(() => undefined);
      deleted++;
    }
    return deleted;
  }

  /** One sweep; answers how many objects and upload files it removed. */
  async function runOnce(now = new Date()): Promise<{ objects: number; uploads: number }> {
    const before = new Date(now.getTime() - graceMs);
    const swept = { objects: await sweepObjects(before), uploads: await sweepUploads(before) };
    if (swept.objects + swept.uploads > 0) log.info(swept, 'Removed photo files that no photo names');
    return swept;
  }

  return {
    runOnce,
    /** Runs every `everyMs` (never two runs at once); answers a function that stops it. */
    every: (everyMs: number) =>
      repeatEvery(everyMs, runOnce, (err) => log.warn({ err }, 'Could not sweep the photo storage')),
  };
}

export type PhotoSweep = ReturnType<typeof createPhotoSweep>;
