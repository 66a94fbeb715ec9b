import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { api } from './api-client.ts';

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

/** The keys of `A` that hold an array: where a list answer keeps its items. */
export type ItemsKey<A> = { [P in keyof A]: A[P] extends unknown[] ? P : never }[keyof A] & string;

/**
 * The query options of a list read page by page: GET `path` with `limit` items a call (the API's
 * default page unless given) and the list's own filters; `A` is the answer, its items under `key`.
 */
export function pagedQueryOptions<A extends { total: number }>({
  queryKey,
  path,
  key,
  limit,
  filters,
}: {
  queryKey: QueryKey;
  path: string;
  key: ItemsKey<A>;
  limit?: number;
  filters?: Record<string, string | undefined>;
}) {
  // The key names an array of A (ItemsKey), which TypeScript cannot carry through the index.
  const count = (page: A) => (page[key] as unknown[]).length;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api.get<A>(`${path}?${pageParams(pageParam, limit, filters)}`),
    initialPageParam: 0,
    getNextPageParam: (last: A, pages: A[]) => {
      const loaded = pages.reduce((n, page) => n + count(page), 0);
      return count(last) > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
