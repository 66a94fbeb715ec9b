import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Exercise } from '@kinetic/contracts/libraries';
import { getLibraryPage, libraryPaging, type LibraryPage } from '../../../lib/library-pages.ts';

export const EXERCISES_PAGE_SIZE = 200;

export function getExercises(offset = 0): Promise<LibraryPage<Exercise>> {
  return getLibraryPage('/exercises', 'exercises', { offset, limit: EXERCISES_PAGE_SIZE });
}

/** GET /api/exercises page by page ('Load more'), cached for 5 minutes (specification section 7). */
export const exercisesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['exercises', 'list'],
    queryFn: ({ pageParam }) => getExercises(pageParam),
    ...libraryPaging,
    staleTime: 5 * 60 * 1000,
  });

export function useExercises() {
  return useInfiniteQuery(exercisesQueryOptions());
}
