import { ChevronRight } from 'lucide-react';
import type { Exercise } from '@kinetic/contracts/libraries';
import { ExerciseThumb } from '../../../entities/libraries/components/exercise-picture.tsx';
import type { PickedExercise } from '../lib/builder-state.ts';

/** What the builder takes of a library exercise. */
export const pickedFrom = (e: Exercise): PickedExercise => ({
  id: e.id,
  name: e.name,
  equipment: e.equipment,
  description: e.description,
  contraindications: e.contraindications,
});

/** One exercise of the picker: its picture, name, 'Equipment: ...', category and muscles. */
export function ExerciseOption({
  exercise: e,
  onPick,
}: {
  exercise: Exercise;
  onPick: (exercise: PickedExercise) => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(pickedFrom(e))}
        className="flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50"
      >
        <ExerciseThumb name={e.name} pictures={e.pictures} />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{e.name}</span>
          <span className="block text-sm text-slate-500">
            Equipment: {e.equipment.length > 0 ? e.equipment.join(', ') : 'None'}
          </span>
          {(e.category || e.musclesWorked.length > 0) && (
            <span className="mt-0.5 block truncate text-xs text-slate-500">
              {[e.category, e.musclesWorked.join(', ')].filter(Boolean).join(' · ')}
            </span>
          )}
        </span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-300" />
      </button>
    </li>
  );
}
