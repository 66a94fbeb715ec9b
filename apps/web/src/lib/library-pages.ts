import { api } from './api-client.ts';

/** One page of a library list, whatever the call (`/libraries/{kind}`, `/exercises`, `/equipment`). */
export interface LibraryPage<T> {
  items: T[];
  /** Items matching the search. */
  total: number;
  /** Items in the library as the caller sees it. */
  libraryTotal: number;
}

type ListAnswer<T> = Record<string, T[] | number> & { total: number; libraryTotal: number };

/**
 * GET a library list page: `path` answers `{ [key]: items, total, libraryTotal }` and takes `search`,
 * `limit` and `offset`.
 */
export async function getLibraryPage<T>(
  path: string,
  key: string,
  { search = '', offset = 0, limit }: { search?: string; offset?: number; limit: number },
): Promise<LibraryPage<T>> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (search) params.set('search', search);
  const answer = await api.get<ListAnswer<T>>(`${path}?${params.toString()}`);
  return { items: answer[key] as T[], total: answer.total, libraryTotal: answer.libraryTotal };
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
