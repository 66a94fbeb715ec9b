import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Equipment } from '@kinetic/contracts/libraries';
import { LIBRARY_STALE_TIME, libraryKeys } from '../../../entities/libraries/api/library-keys.ts';
import { getLibraryPage, libraryPaging, type LibraryPage } from '../../../lib/library-pages.ts';

export const EQUIPMENT_PAGE_SIZE = 200;

export function getEquipment(offset = 0): Promise<LibraryPage<Equipment>> {
  return getLibraryPage('/equipment', 'equipment', { offset, limit: EQUIPMENT_PAGE_SIZE });
}

/** GET /api/equipment page by page ('Load more'), cached for 5 minutes (specification section 7). */
export const equipmentQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: libraryKeys.catalog('equipment'),
    queryFn: ({ pageParam }) => getEquipment(pageParam),
    ...libraryPaging,
    staleTime: LIBRARY_STALE_TIME,
  });

export function useEquipment() {
  return useInfiniteQuery(equipmentQueryOptions());
}
