import { LRUCache } from 'lru-cache';
import type { JsonText } from '../db/json.ts';

/** Each cache's bound unless CACHE_MAX_BYTES says otherwise. */
export const DEFAULT_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/** What one cache has done since the process started, for the operators' metrics. */
export interface CacheStats {
  name: string;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/** An answer and the counter it was read at, read by the database in one snapshot. */
export interface Versioned<T, V> {
  version: V;
  answer: JsonText<T>;
}

/**
 * Answers as the database built them (JSON text), kept in this process under the write counter they
 * were read at. The database raises a counter in the writer's transaction whenever what an answer
 * depends on changes (library_versions, calendar_versions), so a reader first reads the counter in
 * one cheap statement and sends a kept answer only if it was read at that very counter; an answer
 * read at an older counter is never sent (the next read replaces it). A write is therefore seen by
 * the next read in every process, whoever wrote, with no message between processes.
 *
 * Who may see an answer is never decided here: the caller decides it on what its own statement has
 * just read, and only then asks for the answer. Bounded by size: an entry costs about its text's
 * length twice (UTF-16); a bound of 0 keeps nothing (every read is built).
 */
export function createVersionedCache<T, V extends number | string = number>(
  name: string,
  maxBytes = DEFAULT_CACHE_MAX_BYTES,
) {
  const counts = { hits: 0, misses: 0, evictions: 0 };
  const entries =
    maxBytes > 0
      ? new LRUCache<string, Versioned<T, V>>({
          maxSize: maxBytes,
          sizeCalculation: (entry, key) => 2 * (entry.answer.length + key.length),
          dispose: (_value, _key, reason) => {
            if (reason === 'evict') counts.evictions++;
          },
        })
      : undefined;
  /** Builds under way, by key and version: readers that miss together wait for one build. */
  const building = new Map<string, Promise<Versioned<T, V> | undefined>>();

  return {
    /**
     * The answer for `key` at `version` (the counter the caller has just read): the kept one, else
     * the one `build` reads (its own counter and answer in one snapshot), which is then kept under
     * the counter it was read at. Readers of the same key and version that miss at once share one
     * build. Undefined when the build finds nothing (what it reads is gone since).
     */
    async read(
      key: string,
      version: V,
      build: () => Promise<Versioned<T, V> | undefined>,
    ): Promise<JsonText<T> | undefined> {
      const kept = entries?.get(key);
      if (kept?.version === version) {
        counts.hits++;
        return kept.answer;
      }
      counts.misses++;
      const flight = `${version}\u0000${key}`;
      const shared = building.get(flight);
      if (shared) {
        // A shared build that found nothing may have failed on its own reader's session: build anew.
        const built = await shared;
        if (built) return built.answer;
        return (await build())?.answer;
      }
      const own = build().finally(() => building.delete(flight));
      building.set(flight, own);
      const built = await own;
      if (!built) return undefined;
      // (Two builds finishing out of order may keep the older: the next read then misses, no more.)
      entries?.set(key, built);
      return built.answer;
    },

    stats(): CacheStats {
      return {
        name,
        ...counts,
        entries: entries?.size ?? 0,
        bytes: entries?.calculatedSize ?? 0,
        maxBytes,
      };
    },
  };
}

export type VersionedCache<T, V extends number | string = number> = ReturnType<
  typeof createVersionedCache<T, V>
>;

/**
 * The process's kept answers, each cache made here under its name with the same bound, so that
 * the operators' metrics list every one of them.
 */
export function createAnswerCaches(maxBytes = DEFAULT_CACHE_MAX_BYTES) {
  const made: { stats(): CacheStats }[] = [];
  return {
    create<T, V extends number | string = number>(name: string): VersionedCache<T, V> {
      const cache = createVersionedCache<T, V>(name, maxBytes);
      made.push(cache);
      return cache;
    },
    /** Another cache of this process (not of answers) listed with these in the metrics. */
    track(cache: { stats(): CacheStats }): void {
      made.push(cache);
    },
    stats: (): CacheStats[] => made.map((cache) => cache.stats()),
  };
}

export type AnswerCaches = ReturnType<typeof createAnswerCaches>;
