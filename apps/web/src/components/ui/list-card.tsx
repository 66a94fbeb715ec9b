import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { LoadError } from './list-states.tsx';
import { LoadMore, type Paging } from './load-more.tsx';
import { LoadingState } from './spinner.tsx';

/** What a list card needs of the query that reads its list. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list in a card, in one of its states: loading, could not be loaded (with a retry), nothing to
 * show (`empty`), or the rows (`children`, the `<li>`s of a list named `label`). A failed reload
 * of a list already shown keeps the rows. Under the list: 'Load more' for a list read a page at a
 * time (`loadMore`), else any other `footer`.
 */
export function ListCard({
  query,
  count,
  label,
  loadingLabel = `Loading ${label.toLowerCase()}...`,
  errorMessage,
  empty,
  busy,
  loadMore,
  footer,
  children,
}: {
  query: ListQuery;
  /** Rows shown. */
  count: number;
  label: string;
  /** Said while loading; 'Loading {label}...' unless given. */
  loadingLabel?: string;
  errorMessage: string;
  empty: ReactNode;
  /** The list is being read again (a new filter). */
  busy?: boolean;
  loadMore?: { paging: Paging; noun: string };
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError && count === 0 ? (
        <LoadError message={errorMessage} onRetry={() => void query.refetch()} />
      ) : count === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={label} aria-busy={busy}>
          {children}
        </ul>
      )}
      {loadMore && <LoadMore {...loadMore} className="border-t border-slate-100" />}
      {footer}
    </Card>
  );
}
