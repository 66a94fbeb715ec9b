import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';
import { LIBRARY_STALE_TIME, libraryKeys, type LibraryItemOf } from './library-keys.ts';

/** The most items the API answers per call; the list shows one page and offers 'Load more'. */
export const LIBRARY_PAGE_SIZE = 200;

export interface LibraryPage<K extends LibraryKind> {
  items: LibraryItemOf<K>[];
  /** Items matching the search. */
  total: number;
  /** Items in the library as the caller sees it. */
  libraryTotal: number;
}

type ListAnswer<K extends LibraryKind> = { [P in K]: LibraryItemOf<K>[] } & {
  total: number;
  libraryTotal: number;
};

export async function getLibraryList<K extends LibraryKind>(
  kind: K,
  { search = '', offset = 0 }: { search?: string; offset?: number } = {},
): Promise<LibraryPage<K>> {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE), offset: String(offset) });
  if (search) params.set('search', search);
  const answer = await api.get<ListAnswer<K>>(`/libraries/${kind}?${params.toString()}`);
  return { items: answer[kind], total: answer.total, libraryTotal: answer.libraryTotal };
}

/**
 * One library list (a search term of 3+ characters, or '' for all), page by page. Cached for 5 minutes;
 * screens asking at the same time share one call (same key): the hub's counts and the list page.
 */
export const libraryListQueryOptions = <K extends LibraryKind>(kind: K, search = '') =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(kind, search),
    queryFn: ({ pageParam }) => getLibraryList(kind, { search, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: LibraryPage<K>, pages: LibraryPage<K>[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    staleTime: LIBRARY_STALE_TIME,
  });

export function useLibraryList<K extends LibraryKind>(kind: K, search = '') {
  return useInfiniteQuery({ ...libraryListQueryOptions(kind, search), placeholderData: keepPreviousData });
}
