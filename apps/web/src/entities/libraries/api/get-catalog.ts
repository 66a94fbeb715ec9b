import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { getLibraryPage, libraryPaging } from '../../../lib/library-pages.ts';
import { LIBRARY_STALE_TIME, libraryKeys, type LibraryItemOf } from './library-keys.ts';

type CatalogKind = 'exercises' | 'equipment';

/** Items per page of the read-only catalogs: most libraries fit in one. */
export const CATALOG_PAGE_SIZE = 200;

/**
 * GET /api/exercises or /api/equipment page by page ('Load more'): the older read-only catalogs,
 * cached 5 minutes under their library's key (so edits to the library refresh them).
 */
export const catalogQueryOptions = <K extends CatalogKind>(kind: K) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.catalog(kind),
    queryFn: ({ pageParam }) =>
      getLibraryPage<LibraryItemOf<K>>(libraryCalls.catalog[kind], kind, {
        offset: pageParam,
        limit: CATALOG_PAGE_SIZE,
      }),
    ...libraryPaging,
    staleTime: LIBRARY_STALE_TIME,
  });

export function useCatalog<K extends CatalogKind>(kind: K) {
  return useInfiniteQuery(catalogQueryOptions(kind));
}
