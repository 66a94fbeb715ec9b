import type { Muscle } from '@kinetic/contracts/exercise-details';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from './api-client.ts';

/** The exercise list's filters (the other lists have none): a muscle, an equipment name. */
export interface ExerciseFilters {
  muscle?: Muscle | undefined;
  equipment?: string | undefined;
}

/** A library list's call: a library's search, or one of the older read-only catalogs. */
export type LibraryListCall =
  | (typeof libraryCalls)[LibraryKind]['list']
  | (typeof libraryCalls.catalog)[keyof typeof libraryCalls.catalog];

/** One page of a library list, whatever the call (`/libraries/{kind}`, `/exercises`, `/equipment`). */
export interface LibraryPage<T> {
  items: T[];
  /** Items matching the search. */
  total: number;
  /** Items in the library as the caller sees it. */
  libraryTotal: number;
}

/**
 * A library list page: `call` answers `{ [key]: items, total, libraryTotal }` and takes `search`
 * (left out when empty), `limit` and `offset`.
 */
export async function getLibraryPage<T>(
  call: LibraryListCall,
  key: LibraryKind,
  {
    search = '',
    offset = 0,
    limit,
    filters = {},
  }: { search?: string; offset?: number; limit: number; filters?: ExerciseFilters },
): Promise<LibraryPage<T>> {
  const answer = await callApi(call, { query: { limit, offset, search: search || undefined, ...filters } });
  // One function for the kinds' lists: the caller names the item type of the kind it asks for.
  const items = (answer as Record<string, unknown>)[key] as T[];
  return { items, total: answer.total, libraryTotal: answer.libraryTotal };
}

/** Infinite-query paging by offset: the next page starts after the items loaded, until `total`. */
export const libraryPaging = {
  initialPageParam: 0,
  getNextPageParam: <T>(last: LibraryPage<T>, pages: LibraryPage<T>[]): number | undefined => {
    const loaded = pages.reduce((n, p) => n + p.items.length, 0);
    return last.items.length > 0 && loaded < last.total ? loaded : undefined;
  },
};

/** 'n items', or 'x of n items' while searching; `noun` is [one, several]. */
export function libraryCountText(
  searching: boolean,
  { total, libraryTotal }: Pick<LibraryPage<unknown>, 'total' | 'libraryTotal'>,
  [one, several]: readonly [string, string],
): string {
  const all = `${libraryTotal} ${libraryTotal === 1 ? one : several}`;
  return searching ? `${total} of ${all}` : all;
}
