import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { libraryCountText, type ExerciseFilters } from '../../../lib/library-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useExerciseOptions } from '../api/get-exercise-options.ts';
import type { PickedExercise } from '../lib/builder-state.ts';
import { ExerciseOption } from './exercise-option.tsx';
import { PickerFilters } from './picker-filters.tsx';
import { PickerSuggestions } from './picker-suggestions.tsx';

/** The picker asks the server from the first character typed, once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

function PickerBody({ onPick }: { onPick: (exercise: PickedExercise) => void }) {
  const [term, setTerm] = useState('');
  const [filters, setFilters] = useState<ExerciseFilters>({});
  const search = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const query = useExerciseOptions(search, filters);
  const filtered = Boolean(filters.muscle || filters.equipment);
  const pages = query.data?.pages ?? [];
  const exercises = pages.flatMap((p) => p.items);
  const first = pages[0];
  const refreshing = query.isFetching && !query.isFetchingNextPage && !query.isPending;

  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label="Search exercises"
        placeholder="Search by name, muscle or category..."
        value={term}
        onChange={setTerm}
        searching={refreshing}
      />
      <PickerFilters filters={filters} onChange={setFilters} />
      <p aria-live="polite" className="min-h-5 text-sm text-slate-500">
        {first && libraryCountText(search !== '' || filtered, first, ['exercise', 'exercises'])}
      </p>
      {query.isPending ? (
        <LoadingState label="Loading exercises..." className="py-10" />
      ) : query.isError && exercises.length === 0 ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-red-600">{errorText(query.error, 'Failed to fetch exercises')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      ) : first?.libraryTotal === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No exercises available</p>
      ) : exercises.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">
          {filtered ? 'No exercises match your search and filters' : 'No exercises match your search'}
        </p>
      ) : (
        <>
          {/* Gone from the first character typed, not once the search runs: one row per exercise. */}
          {term.trim() === '' && search === '' && !filtered && <PickerSuggestions onPick={onPick} />}
          <ul aria-label="Exercises" className="-mx-2 divide-y divide-slate-100">
            {exercises.map((e) => (
              <ExerciseOption key={e.id} exercise={e} onPick={onPick} />
            ))}
          </ul>
          <LoadMore
            paging={pagingOf(query, { shown: exercises.length, total: first?.total ?? 0 })}
            noun="exercises"
            errorText="Failed to fetch exercises"
            className="pt-2"
          />
        </>
      )}
    </div>
  );
}

/**
 * 'Select Exercise' (adding) or 'Change Exercise' (swapping): the whole library, searched on the
 * server as the trainer types (name, description, muscles and category; best matches first) and
 * filtered by muscle and equipment, a page at a time. Each row shows the exercise's picture, its
 * name and 'Equipment: ...' (the exercise's equipment, or None).
 * Before any search, the client's recent exercises and the trainer's most used come first.
 */
export function ExercisePicker({
  mode,
  onClose,
  onPick,
}: {
  mode: 'add' | 'change' | null;
  onClose: () => void;
  onPick: (exercise: PickedExercise) => void;
}) {
  return (
    <Modal
      open={mode !== null}
      onClose={onClose}
      title={mode === 'change' ? 'Change Exercise' : 'Select Exercise'}
      size="lg"
    >
      {mode !== null && <PickerBody onPick={onPick} />}
    </Modal>
  );
}
