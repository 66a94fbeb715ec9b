import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Equipment } from '@kinetic/contracts/libraries';
import { getLibraryPage, libraryPaging, type LibraryPage } from '../../../lib/library-pages.ts';

export const EQUIPMENT_PAGE_SIZE = 200;

export function getEquipment(offset = 0): Promise<LibraryPage<Equipment>> {
  return getLibraryPage('/equipment', 'equipment', { offset, limit: EQUIPMENT_PAGE_SIZE });
}

/** GET /api/equipment page by page ('Load more'), cached for 5 minutes (specification section 7). */
export const equipmentQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['equipment', 'list'],
    queryFn: ({ pageParam }) => getEquipment(pageParam),
    ...libraryPaging,
    staleTime: 5 * 60 * 1000,
  });

export function useEquipment() {
  return useInfiniteQuery(equipmentQueryOptions());
}
