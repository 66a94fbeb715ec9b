import { LRUCache } from 'lru-cache';
import type { CacheStats } from '../versioned-cache.ts';
import type { ObjectStorage } from './object-storage.ts';

/** The bound of the kept small objects unless THUMBNAIL_CACHE_MAX_BYTES says otherwise. */
export const DEFAULT_KEPT_READS_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The storage, with the small objects it has read whole (`read`: thumbnails) kept in this process,
 * the most recently read first, up to `maxBytes` (0: nothing kept). An object's bytes never change
 * under its key (the API writes each key once, with a new id), so a kept copy is never stale; a
 * deletion through this storage drops it (a read still under way as it runs may keep one again: the
 * photo's row went first, so nothing asks for it any more and it ages out). Who may read an object
 * is decided by the caller before it asks, as for any read: the copy is the object's, not anyone's
 * answer, and never leaves the process.
 */
export function keepSmallReads(
  storage: ObjectStorage,
  maxBytes: number,
): ObjectStorage & { stats(): CacheStats } {
  const counts = { hits: 0, misses: 0, evictions: 0 };
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Buffer>({
          maxSize: maxBytes,
          sizeCalculation: (bytes, key) => bytes.length + 2 * key.length,
          dispose: (_bytes, _key, reason) => {
            if (reason === 'evict') counts.evictions++;
          },
        })
      : undefined;
  const forget = (keys: readonly string[]) => {
    for (const key of keys) kept?.delete(key);
  };

  return {
    async put(key, body, contentType) {
      forget([key]);
      await storage.put(key, body, contentType);
    },

    get: (key) => storage.get(key),

    list: (prefix) => storage.list(prefix),

    async read(key) {
      const copy = kept?.get(key);
      if (copy) {
        counts.hits++;
        return copy;
      }
      counts.misses++;
      const bytes = await storage.read(key);
      // One larger than the whole bound is not kept (lru-cache would refuse it anyway).
      if (bytes && kept && bytes.length < maxBytes) kept.set(key, bytes);
      return bytes;
    },

    async delete(key) {
      forget([key]);
      await storage.delete(key);
    },

    async deleteMany(keys) {
      forget(keys);
      await storage.deleteMany(keys);
    },

    stats: () => ({
      name: 'thumbnails',
      ...counts,
      entries: kept?.size ?? 0,
      bytes: kept?.calculatedSize ?? 0,
      maxBytes,
    }),
  };
}
