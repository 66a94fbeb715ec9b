import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { LIST_LIMIT_DEFAULT } from '@kinetic/contracts/common';
import {
  pathOf,
  type AnswerOf,
  type CallInput,
  type QueryValue,
  type RouteContract,
} from '@kinetic/contracts/route';
import { API_BASE, apiRequest } from './api-client.ts';

/** Items per call of a list shown a page at a time (the API's default page). */
export const PAGE_SIZE = LIST_LIMIT_DEFAULT;
/** The largest page the API gives: for lists read whole when they are short (a day's meals, charts). */
export const LARGEST_PAGE = 200;

/** One page of a list answer: its items under `key`, and how many the whole list holds. */
export type ListPage<K extends string, T> = Record<K, T[]> & { total: number };

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

/** A list call: GET, answering a page of items and the total of the whole list. */
export type ListCall = RouteContract & { method: 'GET' };
/** The call's query besides the page: its filters. */
type FiltersOf<C extends ListCall> = Omit<NonNullable<CallInput<C>['query']>, 'limit' | 'offset'>;

interface PagedOptions<A> {
  queryKey: QueryKey;
  key: ItemsKey<A>;
  limit?: number;
}

/**
 * The query options of a list read page by page: the list `call` (with its path `params`), `limit`
 * items a call (the API's default page unless given) and the list's own filters, an empty one ('')
 * left out; its answer holds the items under `key`.
 */
export function pagedQueryOptions<C extends ListCall>(
  options: PagedOptions<AnswerOf<C>> & { call: C; params?: CallInput<C>['params']; filters?: FiltersOf<C> },
): ReturnType<typeof pagedQueryOptionsOf<AnswerOf<C> & { total: number }>>;
export function pagedQueryOptions({
  call,
  params,
  filters,
  ...paging
}: Omit<PagedOptions<{ total: number; items: unknown[] }>, 'key'> & {
  key: string;
  call: ListCall;
  params?: Readonly<Record<string, QueryValue>>;
  filters?: Readonly<Record<string, QueryValue>>;
}) {
  // The page first, then the filters; an empty filter ('') is no filter.
  const query = (offset: number, limit: number) => ({
    limit,
    offset,
    ...Object.fromEntries(
      Object.entries(filters ?? {}).map(([name, value]) => [name, value === '' ? undefined : value]),
    ),
  });
  // The overloads above tie the key to the call's answer; here it stands for any list's items.
  return pagedQueryOptionsOf<{ total: number; items: unknown[] }>({
    ...paging,
    key: paging.key as 'items',
    read: (offset, limit) =>
      apiRequest('GET', pathOf(call, params, query(offset, limit)).slice(API_BASE.length)),
  });
}

/** Paging by offset: the next page starts after the items loaded, until the list's total. */
function pagedQueryOptionsOf<A extends { total: number }>({
  queryKey,
  key,
  limit = PAGE_SIZE,
  read,
}: PagedOptions<A> & { read: (offset: number, limit: number) => Promise<A> }) {
  // The key names an array of A (ItemsKey), which TypeScript cannot carry through the index.
  const count = (page: A) => (page[key] as unknown[]).length;
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => read(pageParam, limit),
    initialPageParam: 0,
    getNextPageParam: (last: A, pages: A[]) => {
      const loaded = pages.reduce((n, page) => n + count(page), 0);
      return count(last) > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
