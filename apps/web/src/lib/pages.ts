import type { InfiniteData } from '@tanstack/react-query';

/** Items per call of a list shown a page at a time (the API's default page). */
export const PAGE_SIZE = 50;
/** The largest page the API gives: for lists read whole when they are short (a day's meals, charts). */
export const LARGEST_PAGE = 200;

/** One page of a list answer: its items under `key`, and how many the whole list holds. */
export type ListPage<K extends string, T> = Record<K, T[]> & { total: number };

/** The query string of one page: `limit` items from `offset`, with the list's own filters. */
export function pageParams(
  offset: number,
  limit = PAGE_SIZE,
  filters: Record<string, string | undefined> = {},
): string {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

/**
 * For useInfiniteQuery's getNextPageParam: the offset of the next page, or undefined once every
 * item of the list is loaded.
 */
export function nextPageOffset<K extends string>(key: K) {
  return <T>(last: ListPage<K, T>, pages: ListPage<K, T>[]): number | undefined => {
    const loaded = pages.reduce((n, page) => n + page[key].length, 0);
    return last[key].length > 0 && loaded < last.total ? loaded : undefined;
  };
}

/** The items of every loaded page, in order, and the total of the whole list (0 before any page). */
export function loadedItems<K extends string, T>(
  data: InfiniteData<ListPage<K, T>> | undefined,
  key: K,
): { items: T[]; total: number } {
  const pages = data?.pages ?? [];
  return { items: pages.flatMap((page) => page[key]), total: pages[0]?.total ?? 0 };
}

/** Replaces one item, by id, in every loaded page (a save whose answer is the item as stored). */
export function replaceInPages<K extends string, T extends { id: string }, P>(
  data: InfiniteData<ListPage<K, T>, P> | undefined,
  key: K,
  item: T,
): InfiniteData<ListPage<K, T>, P> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      [key]: page[key].map((existing) => (existing.id === item.id ? item : existing)),
    })),
  };
}
