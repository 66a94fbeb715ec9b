import { ChevronDown, MessageSquareText } from 'lucide-react';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { isDurationBased } from '../lib/exercise-inputs.ts';

function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'set' : 'sets'}`;
}

/** The button that opens and closes an exercise: its name, its size and what is pending on it. */
export function ClientExerciseHeader({
  exercise,
  open,
  onToggle,
  panelId,
  unsaved,
  modified,
}: {
  exercise: WorkoutExercise;
  open: boolean;
  onToggle: () => void;
  panelId: string;
  unsaved: boolean;
  modified: boolean;
}) {
  const size =
    exercise.sets.length === 0 && isDurationBased(exercise)
      ? [exercise.duration, exercise.tempo].filter((v) => v.trim()).join(' · ')
      : setCountLabel(exercise.sets.length);
  return (
    <h3>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{exercise.exerciseName}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-500">
            <span>{size}</span>
            {unsaved && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset">
                Unsaved
              </span>
            )}
            {modified && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-semibold text-sky-800 ring-1 ring-sky-200 ring-inset">
                <MessageSquareText aria-hidden="true" className="size-3" />
                Feedback added
              </span>
            )}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
        />
      </button>
    </h3>
  );
}
