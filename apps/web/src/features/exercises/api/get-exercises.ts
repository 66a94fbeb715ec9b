import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Exercise } from '@kinetic/contracts/libraries';
import { LIBRARY_STALE_TIME, libraryKeys } from '../../../entities/libraries/api/library-keys.ts';
import { getLibraryPage, libraryPaging, type LibraryPage } from '../../../lib/library-pages.ts';

export const EXERCISES_PAGE_SIZE = 200;

export function getExercises(offset = 0): Promise<LibraryPage<Exercise>> {
  return getLibraryPage('/exercises', 'exercises', { offset, limit: EXERCISES_PAGE_SIZE });
}

/** GET /api/exercises page by page ('Load more'), cached for 5 minutes (specification section 7). */
export const exercisesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: libraryKeys.catalog('exercises'),
    queryFn: ({ pageParam }) => getExercises(pageParam),
    ...libraryPaging,
    staleTime: LIBRARY_STALE_TIME,
  });

export function useExercises() {
  return useInfiniteQuery(exercisesQueryOptions());
}
