import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { getLibraryPage, libraryPaging, type LibraryPage } from '../../../lib/library-pages.ts';
import {
  LIBRARY_STALE_TIME,
  libraryKeys,
  type LibraryItemOf,
} from '../../../entities/libraries/api/library-keys.ts';

/** The most items the API answers per call; the list shows one page and offers 'Load more'. */
export const LIBRARY_PAGE_SIZE = 200;

export function getLibraryList<K extends LibraryKind>(
  kind: K,
  { search = '', offset = 0 }: { search?: string; offset?: number } = {},
): Promise<LibraryPage<LibraryItemOf<K>>> {
  return getLibraryPage(libraryCalls[kind].list, kind, { search, offset, limit: LIBRARY_PAGE_SIZE });
}

/**
 * One library list (a search term of 3+ characters, or '' for all), page by page. Cached for 5 minutes;
 * screens asking at the same time share one call (same key): the hub's counts and the list page.
 */
export const libraryListQueryOptions = <K extends LibraryKind>(kind: K, search = '') =>
  infiniteQueryOptions({
    queryKey: libraryKeys.list(kind, search),
    queryFn: ({ pageParam }) => getLibraryList(kind, { search, offset: pageParam }),
    ...libraryPaging,
    staleTime: LIBRARY_STALE_TIME,
  });

export function useLibraryList<K extends LibraryKind>(kind: K, search = '') {
  return useInfiniteQuery({ ...libraryListQueryOptions(kind, search), placeholderData: keepPreviousData });
}
