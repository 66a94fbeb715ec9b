import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CUSTOM_FOOD_TEXTS } from '@kinetic/contracts/custom-foods';
import { Badge } from '../../../components/ui/badge.tsx';
import { Plus, Search } from 'lucide-react';
import type { Food } from '@kinetic/contracts/libraries';
import { SEARCH_NEEDS_NETWORK } from '@kinetic/contracts/offline';
import { Button } from '../../../components/ui/button.tsx';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useFoodSearch } from '../api/search-foods.ts';
import { formatAmount } from './macro-summary.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** A food found: a library food, or (in the diary's search) a custom one, marked. */
export type FoundFood = Food & { custom?: boolean; sharedBy?: string | null };
type FoodSearch = (search: string) => UseQueryResult<{ foods: FoundFood[]; total: number }>;

/** A search box over the food library with an 'Add' button per result. */
export function FoodPicker<F extends FoundFood = Food>({
  onPick,
  pickedIds,
  error,
  useSearch = useFoodSearch,
  notFound,
}: {
  onPick: (food: F) => void;
  /** Foods already in the meal (their button reads 'Add another serving'). */
  pickedIds: ReadonlySet<string>;
  error?: string;
  /** Another search than the library's (the diary's, with custom foods). */
  useSearch?: FoodSearch;
  /** Shown under 'No foods found' (e.g. a way to create the food). */
  notFound?: ReactNode;
}) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), 300);
  const query = useSearch(search);
  const online = useOnline();
  // Offline, only the everyday list is kept on the device: a search not answered yet needs the
  // server, said at once rather than after the request fails (or hangs on a half network).
  const needsNetwork =
    !online && search !== '' && (query.isError || query.isPending || query.isPlaceholderData);
  const foods = query.data?.foods ?? [];

  return (
    <div>
      <TextField
        label="Search foods"
        type="search"
        placeholder="e.g. oats, chicken, banana"
        autoComplete="off"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        error={error}
        trailing={
          query.isFetching ? (
            <Spinner className="mr-2 text-slate-400" />
          ) : (
            <Search aria-hidden="true" className="mr-2 size-4 text-slate-400" />
          )
        }
      />
      <div className="mt-2 max-h-60 overflow-y-auto rounded-xl border border-slate-200">
        {needsNetwork ? (
          <p role="status" className="px-3 py-4 text-center text-sm text-slate-600">
            {SEARCH_NEEDS_NETWORK}
          </p>
        ) : query.isPending ? (
          <p role="status" className="px-3 py-4 text-center text-sm text-slate-500">
            Searching foods...
          </p>
        ) : query.isError ? (
          <div role="alert" className="flex flex-col items-center gap-2 px-3 py-4 text-center">
            <p className="text-sm text-slate-600">Failed to load foods</p>
            <RetryButton onRetry={() => void query.refetch()} />
          </div>
        ) : foods.length === 0 ? (
          <div className="px-3 py-4 text-center text-sm text-slate-500">
            <p>No foods found</p>
            {notFound}
          </div>
        ) : (
          <ul aria-label="Food results" className="divide-y divide-slate-100">
            {foods.map((food) => {
              const picked = pickedIds.has(food.id);
              return (
                <li key={food.id} className="flex items-center gap-3 px-3 py-2">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-800">
                      {food.name}
                      {food.brand && <span className="font-normal text-slate-500"> · {food.brand}</span>}
                      {food.custom && (
                        <Badge className="ml-2 bg-brand-50 align-middle text-brand-700 ring-brand-200">
                          {food.sharedBy ? CUSTOM_FOOD_TEXTS.from(food.sharedBy) : CUSTOM_FOOD_TEXTS.custom}
                        </Badge>
                      )}
                    </p>
                    <p className="text-xs text-slate-500 tabular-nums">
                      {formatAmount(food.servingSize)} {food.servingMeasure} · {formatAmount(food.calories)}{' '}
                      kcal · P {formatAmount(food.protein)} · F {formatAmount(food.fat)} · C{' '}
                      {formatAmount(food.totalCarbs)}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onPick(food as F)}
                    aria-label={picked ? `Add another serving of ${food.name}` : `Add ${food.name}`}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Add
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {query.data && query.data.total > foods.length && (
        <p className="mt-1.5 text-xs text-slate-500">
          Showing {foods.length} of {query.data.total} foods. Type to narrow the list.
        </p>
      )}
    </div>
  );
}
