import { LRUCache } from 'lru-cache';
import type { JsonText } from '../db/json.ts';

/**
 * Answers as the database built them (JSON text), kept in this process under the write counter they
 * were read at. The database raises a counter in the writer's transaction whenever what an answer
 * depends on changes (library_versions, calendar_versions), so a reader first reads the counter in
 * one cheap statement and sends a kept answer only if it was read at that very counter; an answer
 * read at an older counter is never sent (the next read replaces it). A write is therefore seen by
 * the next read in every process, whoever wrote, with no message between processes.
 * Bounded by size: an entry costs about its text's length twice (UTF-16).
 */
export function createVersionedCache<T, V extends number | string = number>(maxBytes = 8 * 1024 * 1024) {
  const entries = new LRUCache<string, { version: V; answer: JsonText<T> }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => 2 * (entry.answer.length + key.length),
  });
  return {
    /** The answer stored under `key`, if it was read at this version. */
    get(key: string, version: V): JsonText<T> | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set(key: string, version: V, answer: JsonText<T>) {
      entries.set(key, { version, answer });
    },
  };
}
