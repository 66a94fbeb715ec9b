import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** What a list shown a page at a time tells its 'Load more' footer (from useInfiniteQuery). */
export interface Paging {
  /** Items shown. */
  shown: number;
  /** Items in the whole list. */
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** What a paged list needs of its query (TanStack's infinite query has all of it). */
export type PagedQuery = Omit<Paging, 'shown' | 'total'>;

/** The paging part of a useInfiniteQuery result, for LoadMore. */
export function pagingOf(query: PagedQuery, { shown, total }: { shown: number; total: number }): Paging {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  return { shown, total, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage };
}

/**
 * Below a list that has more than is shown: how many of how many, and a button that loads the next
 * page (or says that it could not, with a retry). Nothing once the whole list is shown.
 */
export function LoadMore({
  paging,
  noun,
  errorText = `More ${noun} could not be loaded.`,
  className,
}: {
  paging: Paging;
  /** What the list holds, plural ('workouts'). */
  noun: string;
  /** Said when the next page could not be loaded. */
  errorText?: string;
  className?: string;
}) {
  if (!paging.hasNextPage && !paging.isFetchNextPageError) return null;
  const load = () => void paging.fetchNextPage();
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-4 text-center', className)}>
      <p className="text-xs text-slate-500 tabular-nums" aria-live="polite">
        Showing {paging.shown} of {paging.total} {noun}
      </p>
      {paging.isFetchNextPageError ? (
        <div role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm text-red-700">
          <p>{errorText}</p>
          <Button variant="secondary" size="sm" onClick={load} loading={paging.isFetchingNextPage}>
            {!paging.isFetchingNextPage && <RefreshCw aria-hidden="true" className="size-4" />}
            Retry
          </Button>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={load} loading={paging.isFetchingNextPage}>
          Load more {noun}
        </Button>
      )}
    </div>
  );
}
