import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { Plus, type LucideIcon } from 'lucide-react';
import { libraryCountText, type LibraryPage } from '../../lib/library-pages.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { cn } from './cn.ts';
import { LoadMore, pagingOf, type PagedQuery } from './load-more.tsx';
import { PageHeader } from './page-header.tsx';
import { RetryButton } from './retry-button.tsx';
import { LoadingState } from './spinner.tsx';

interface LibraryCardGridProps<T extends { id: string; name: string }> {
  /** 'Exercises', 'Equipment'. */
  title: string;
  description: string;
  /** Lower case, for the state texts: 'exercises', 'equipment'. */
  noun: string;
  /** For the count, one and several: ['exercise', 'exercises']. */
  countNoun: readonly [string, string];
  addLabel: string;
  query: PagedQuery & {
    data: InfiniteData<LibraryPage<T>> | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The icon on every card, with its colours (background and text). */
  icon: LucideIcon;
  iconClassName: string;
  /** What a card shows under the item's name. */
  renderDetails: (item: T) => ReactNode;
}

/**
 * The older simple library screens (/exercises, /equipment): a header with the count, the list
 * states, a grid of cards, and 'Load more' until the whole library is there.
 */
export function LibraryCardGrid<T extends { id: string; name: string }>({
  title,
  description,
  noun,
  countNoun,
  addLabel,
  query,
  icon: Icon,
  iconClassName,
  renderDetails,
}: LibraryCardGridProps<T>) {
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  return (
    <>
      <PageHeader
        title={title}
        description={
          first ? <span aria-live="polite">{libraryCountText(false, first, countNoun)}</span> : description
        }
        actions={
          // Adding from this older card view is not offered yet: the button stays, without an action,
          // and the libraries screens are where items are added.
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState label={`Loading ${noun}...`} />
      ) : query.isError && items.length === 0 ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm font-medium text-slate-700">Failed to load {noun}</p>
          <RetryButton onRetry={() => void query.refetch()} />
        </Card>
      ) : items.length === 0 ? (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">No {noun} found</Card>
      ) : (
        <ul aria-label={title} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full items-start gap-3 p-4">
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-xl',
                    iconClassName,
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  {renderDetails(item)}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        paging={pagingOf(query, { shown: items.length, total: first?.total ?? 0 })}
        noun={noun}
        errorText={`Failed to load ${noun}`}
        className="mt-6"
      />
    </>
  );
}
