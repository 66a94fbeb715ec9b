import type { InfiniteData } from '@tanstack/react-query';
import { pagingOf, type PagedQuery, type Paging } from '../../../components/ui/load-more.tsx';
import { loadedItems, type ListPage } from '../../../lib/pages.ts';

/**
 * One list of a section of the client page, as loaded so far: its items (none before the first
 * page), whether it is loading, whether it failed (with a retry), and its paging.
 */
export interface SectionList<T> {
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  paging: Paging;
}

/** A section's list from its paged query; a failure to load a later page is the paging's, not the list's. */
export function sectionList<K extends string, T>(
  query: PagedQuery & {
    data: InfiniteData<ListPage<K, T>, unknown> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => Promise<unknown>;
  },
  key: K,
): SectionList<T> {
  const { items, total } = loadedItems(query.data, key);
  return {
    items: query.data && items,
    isPending: query.isPending,
    isError: query.isError && !query.data,
    onRetry: () => void query.refetch(),
    paging: pagingOf(query, { shown: items.length, total }),
  };
}
