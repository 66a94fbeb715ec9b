import { useMemo, useState } from 'react';
import { ChevronRight, RefreshCw, Search } from 'lucide-react';
import type { Exercise } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useExerciseOptions } from '../api/get-exercise-options.ts';
import type { PickedExercise } from '../lib/builder-reducer.ts';

/** The picker's search: name, description, muscles worked and category (case-insensitive). */
export function matchesExercise(exercise: Exercise, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  return [exercise.name, exercise.description, exercise.category, ...exercise.musclesWorked].some((v) =>
    v.toLowerCase().includes(t),
  );
}

function PickerBody({ onPick }: { onPick: (exercise: PickedExercise) => void }) {
  const { data, isPending, isError, error, refetch, isFetching } = useExerciseOptions();
  const [search, setSearch] = useState('');
  const exercises = useMemo(() => data?.exercises ?? [], [data]);
  const shown = useMemo(() => exercises.filter((e) => matchesExercise(e, search)), [exercises, search]);

  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          type="search"
          aria-label="Search exercises"
          placeholder="Search by name, muscle or category..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className={cn(inputClasses, inputStateClasses(false), 'pl-9')}
        />
      </div>
      {isPending ? (
        <LoadingState label="Loading exercises..." className="py-10" />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-red-600">
            {(isApiError(error) && error.error) || 'Failed to fetch exercises'}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()} loading={isFetching}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        </div>
      ) : exercises.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No exercises available</p>
      ) : shown.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500">No exercises match your search</p>
      ) : (
        <ul aria-label="Exercises" className="-mx-2 divide-y divide-slate-100">
          {shown.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                onClick={() =>
                  onPick({ id: e.id, name: e.name, equipment: e.equipment, description: e.description })
                }
                className="flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{e.name}</span>
                  <span className="block text-sm text-slate-500">
                    Equipment: {e.equipment.length > 0 ? e.equipment.join(', ') : 'None'}
                  </span>
                  {(e.category || e.musclesWorked.length > 0) && (
                    <span className="mt-0.5 block truncate text-xs text-slate-400">
                      {[e.category, e.musclesWorked.join(', ')].filter(Boolean).join(' · ')}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-300" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * 'Select Exercise' (adding) or 'Change Exercise' (swapping): the library list, searched locally.
 * Each row shows the name and 'Equipment: ...' (the exercise's equipment, or None).
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
