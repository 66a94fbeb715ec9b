import { LRUCache } from 'lru-cache';
import type { LibraryListAnswer } from '@kinetic/contracts/libraries';
import type { JsonText } from '../../db/json.ts';

/**
 * Library pages as the database built them, kept in this process under the library's write counter
 * at the time they were read. The libraries change rarely and every trainer searches the same
 * words, so most searches are answered from here after one cheap query for the session and the
 * counter; a page read at an older counter is never sent (the next read replaces it).
 * Bounded by size: an entry costs about its text's length twice (UTF-16).
 */
export function createLibraryPageCache(maxBytes = 8 * 1024 * 1024) {
  const entries = new LRUCache<string, { version: number; answer: JsonText<LibraryListAnswer> }>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => 2 * (entry.answer.length + key.length),
  });
  return {
    /** The page stored under `key`, if it was read at this version of the library. */
    get(key: string, version: number) {
      const entry = entries.get(key);
      return entry?.version === version ? entry.answer : undefined;
    },
    set(key: string, version: number, answer: JsonText<LibraryListAnswer>) {
      entries.set(key, { version, answer });
    },
  };
}

/** What a page depends on besides the library's contents. */
export const pageKey = (page: {
  kind: string;
  all: boolean;
  term: string | undefined;
  limit: number;
  offset: number;
}) => JSON.stringify([page.kind, page.all, page.limit, page.offset, page.term ?? null]);
