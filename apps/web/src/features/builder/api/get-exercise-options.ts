import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Exercise } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { LIBRARY_STALE_TIME, libraryKeys } from '../../../entities/libraries/api/library-keys.ts';
import {
  getLibraryPage,
  libraryPaging,
  type ExerciseFilters,
  type LibraryPage,
} from '../../../lib/library-pages.ts';

/** Exercises per page of the picker: a screenful or two; 'Load more' brings the next. */
export const PICKER_PAGE_SIZE = 50;

/**
 * GET /api/libraries/exercises?search=&muscle=&equipment=&offset=: the exercises a trainer may use,
 * best matches first.
 */
export function getExerciseOptions(
  search: string,
  offset = 0,
  filters: ExerciseFilters = {},
): Promise<LibraryPage<Exercise>> {
  return getLibraryPage(libraryCalls.exercises.list, 'exercises', {
    search,
    offset,
    limit: PICKER_PAGE_SIZE,
    filters,
  });
}

/**
 * The picker's list for a term ('' for all), page by page, searched on the server. Under the
 * exercise library's key, so that edits to the library refresh it; cached for 5 minutes
 * (the library changes rarely).
 */
export const exerciseOptionsQueryOptions = (search: string, filters: ExerciseFilters = {}) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.picker('exercises', search, filters),
    queryFn: ({ pageParam }) => getExerciseOptions(search, pageParam, filters),
    ...libraryPaging,
    staleTime: LIBRARY_STALE_TIME,
  });

/** While a new term loads, the previous results stay on screen. */
export function useExerciseOptions(search: string, filters: ExerciseFilters = {}) {
  return useInfiniteQuery({
    ...exerciseOptionsQueryOptions(search, filters),
    placeholderData: keepPreviousData,
  });
}
