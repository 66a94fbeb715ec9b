import type { ReactNode } from 'react';
import { Plus, RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { PageHeader } from './page-header.tsx';
import { LoadingState } from './spinner.tsx';

interface LibraryCardGridProps<T extends { id: string }> {
  /** 'Exercises', 'Equipment'. */
  title: string;
  description: string;
  /** Lower case, for the state texts: 'exercises', 'equipment'. */
  noun: string;
  addLabel: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: T[];
  renderCard: (item: T) => ReactNode;
}

/** The older simple library screens (/exercises, /equipment): a header, the list states and a grid of cards. */
export function LibraryCardGrid<T extends { id: string }>({
  title,
  description,
  noun,
  addLabel,
  query,
  items,
  renderCard,
}: LibraryCardGridProps<T>) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          // The specification keeps this button without an action.
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState label={`Loading ${noun}...`} />
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm font-medium text-slate-700">Failed to load {noun}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">No {noun} found</Card>
      ) : (
        <ul aria-label={title} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full items-start gap-3 p-4">{renderCard(item)}</Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
