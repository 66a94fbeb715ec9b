import { useState } from 'react';
import { Check } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { durationSeconds, isTimedSet } from '@kinetic/contracts/durations';
import type { SetRow, WorkoutExercise } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { setWeightText } from '../../../entities/workouts/lib/set-text.ts';
import { PlateLoading } from '../../../entities/plates/components/plate-loading.tsx';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { weightNumber } from '../../../lib/weight-units.ts';
import type { ExerciseDraft, SetDraft } from '../lib/client-workout-feedback.ts';
import { setDurationTarget, setInputs } from '../lib/exercise-inputs.ts';
import type { ExercisePath, WorkoutForm } from '../lib/workout-form.ts';
import { ActualInput } from './client-actual-input.tsx';
import { ActualWeightInput } from './actual-weight-input.tsx';
import { DoneToggle } from './done-toggle.tsx';
import { SetCountdown } from './set-countdown.tsx';

/** A set's targets as one line: '8 reps × 135 lbs ea × 40s' (a weight in the other unit converted beside it). */
function targetText(set: SetRow, exercise: WorkoutExercise, viewerUnit: string): string {
  const parts: string[] = [];
  if (set.targetReps > 0) parts.push(`${set.targetReps} reps`);
  if (set.targetWeight.trim()) parts.push(setWeightText(set.targetWeight, set, viewerUnit));
  else if (set.eachSide && set.targetReps > 0) parts.push('ea');
  const duration = setDurationTarget(set, exercise);
  if (duration) parts.push(duration);
  return parts.join(' × ') || 'No target';
}

/**
 * The set rows of an exercise (`path`: its place in the form, `draft`: its values as they stand):
 * each set's targets, an input for each actual value its targets call for (setInputs), and (while
 * the workout is open) a Done toggle. Nothing when the sets prescribe nothing to record. `onEdit`:
 * the client changed a value.
 */
export function ClientExerciseSets({
  exercise,
  path,
  draft,
  onEdit,
  locked,
  done,
  onToggleDone,
}: {
  exercise: WorkoutExercise;
  path: ExercisePath;
  draft: ExerciseDraft;
  onEdit: () => void;
  locked: boolean;
  /** The set rows ticked off. */
  done: ReadonlySet<string>;
  /** Ticks a set off or back on; absent on a completed workout. */
  onToggleDone?: (setId: string) => void;
}) {
  const viewerUnit = useWeightUnit();
  const { setValue } = useFormContext<WorkoutForm>();
  const [platesShown, setPlatesShown] = useState<ReadonlySet<string>>(new Set());
  const inputs = setInputs(exercise);
  if (exercise.sets.length === 0 || !Object.values(inputs).some(Boolean)) return null;
  const name = exercise.exerciseName;
  const tempo = exercise.tempo.trim();

  return (
    <ol className="space-y-3">
      {exercise.sets.map((set) => {
        const index = draft.sets.findIndex((s) => s.id === set.id);
        const setDraft = draft.sets[index];
        if (!setDraft) return null;
        const row = `${path}.sets.${index}` as const;
        const context = `${name} set ${set.setNumber}`;
        const field = (key: Exclude<keyof SetDraft, 'id' | 'actualWeightUnit'>) => ({
          name: `${row}.${key}` as const,
          onEdit,
          context,
          disabled: locked,
        });
        const duration = setDurationTarget(set, exercise);
        // A target that reads as a duration is counted down while the workout is open.
        const seconds = onToggleDone ? (durationSeconds(duration) ?? 0) : 0;
        const isDone = done.has(set.id);
        // Completed without doing it: said so, with no values.
        const skipped = Boolean(set.skipped || exercise.skipped);
        // A bar's weight (not a dumbbell's, given each side) can be broken into plates.
        const barTarget = onToggleDone && !set.eachSide ? weightNumber(set.targetWeight) : null;
        const showPlates = barTarget !== null && platesShown.has(set.id);
        return (
          <li
            key={set.id}
            className={cn(
              'rounded-lg p-3 transition-colors',
              isDone ? 'bg-green-50 ring-1 ring-green-200 ring-inset' : 'bg-slate-50',
            )}
          >
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span
                className={cn(
                  'flex items-center gap-1.5 font-semibold',
                  isDone ? 'text-green-800' : 'text-slate-800',
                )}
              >
                {isDone && <Check aria-hidden="true" className="size-4 self-center" strokeWidth={3} />}
                Set {set.setNumber}
                {isDone && <span className="sr-only"> (done)</span>}
                {skipped && (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                    Skipped
                  </span>
                )}
              </span>
              <span className={cn('flex items-baseline gap-2', isDone ? 'text-slate-500' : 'text-slate-600')}>
                Target: {targetText(set, exercise, viewerUnit)}
                {barTarget !== null && (
                  <button
                    type="button"
                    aria-expanded={showPlates}
                    aria-label={`Plates for ${context}`}
                    className="rounded-md px-1.5 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
                    onClick={() =>
                      setPlatesShown((shown) => {
                        const next = new Set(shown);
                        if (!next.delete(set.id)) next.add(set.id);
                        return next;
                      })
                    }
                  >
                    Plates
                  </button>
                )}
              </span>
            </div>
            {showPlates && (
              <div className="mb-2">
                <PlateLoading target={barTarget} unit={set.weightUnit} />
              </div>
            )}
            <div className={cn('sm:flex sm:items-end sm:gap-3', isDone && '[&_input]:text-slate-500')}>
              <div className="grid flex-1 grid-cols-2 items-start gap-3 sm:grid-cols-4">
                {inputs.reps && !isTimedSet(set) && (
                  <ActualInput {...field('actualReps')} label="Actual reps" numeric />
                )}
                {inputs.weight && (
                  <ActualWeightInput
                    row={row}
                    onEdit={onEdit}
                    context={context}
                    set={set}
                    disabled={locked}
                  />
                )}
                {inputs.duration && (
                  <ActualInput
                    {...field('actualDuration')}
                    label="Actual duration"
                    hint={duration ? `Target: ${duration}` : undefined}
                  />
                )}
                {inputs.tempo && (
                  <ActualInput
                    {...field('actualTempo')}
                    label="Actual tempo"
                    hint={tempo ? `Target: ${tempo}` : undefined}
                  />
                )}
              </div>
              {onToggleDone && (
                <DoneToggle
                  label={`${name} set ${set.setNumber} done`}
                  done={isDone}
                  onToggle={() => onToggleDone(set.id)}
                />
              )}
            </div>
            {onToggleDone && seconds > 0 && !skipped && (
              <SetCountdown
                seconds={seconds}
                context={context}
                target={duration}
                value={setDraft.actualDuration}
                done={isDone}
                onFill={(value) => {
                  setValue(`${row}.actualDuration`, value);
                  onEdit();
                }}
                onDone={() => onToggleDone(set.id)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
