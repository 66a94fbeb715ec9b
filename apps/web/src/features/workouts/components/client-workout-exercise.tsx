import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Lock } from 'lucide-react';
import { durationSeconds } from '@kinetic/contracts/durations';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import {
  completeAsAssigned,
  hasModifiedFeedback,
  modifyPerformance,
  type ExerciseDraft,
} from '../lib/client-workout-feedback.ts';
import { isDurationBased } from '../lib/exercise-inputs.ts';
import { fillFromPrevious } from '../lib/fill-from-previous.ts';
import { isTimedWhole } from '../lib/honest-completion.ts';
import type { ExercisePath, WorkoutForm } from '../lib/workout-form.ts';
import { ActualInput } from './client-actual-input.tsx';
import { ClientExerciseHeader } from './client-exercise-header.tsx';
import { ClientExerciseInfo } from './client-exercise-info.tsx';
import { ClientExerciseLoad } from './client-exercise-load.tsx';
import { ClientExerciseNotes } from './client-exercise-notes.tsx';
import { ClientExercisePrevious } from './client-exercise-previous.tsx';
import { ClientExerciseSets } from './client-exercise-sets.tsx';
import { ClientExerciseTargets } from './client-exercise-targets.tsx';
import { PerformanceChoice } from './client-performance-choice.tsx';
import { DoneToggle } from './done-toggle.tsx';
import { SetCountdown } from './set-countdown.tsx';

export interface ClientWorkoutExerciseProps {
  exercise: WorkoutExercise;
  /** Its place in the form: `exercises.${index}`. */
  index: number;
  /** The client changed one of its values. */
  onEdit: () => void;
  /** A completed workout: everything disabled. */
  readOnly: boolean;
  unsaved: boolean;
  /** The set rows ticked off. */
  done: ReadonlySet<string>;
  /**
   * Ticks one of this exercise's sets off or back on, or (by the exercise's own id) a timed exercise
   * without set rows to tick; absent on a completed workout.
   */
  onToggleDone?: (id: string) => void;
}

/**
 * One exercise of a set block: collapsible, with its demo, description, choice, actual values and
 * notes. It renders again as its own values change, not as another exercise's do.
 */
export function ClientWorkoutExercise({
  exercise,
  index,
  onEdit,
  readOnly,
  unsaved,
  done,
  onToggleDone,
}: ClientWorkoutExerciseProps) {
  const path: ExercisePath = `exercises.${index}`;
  const { setValue } = useFormContext<WorkoutForm>();
  const draft = useWatch<WorkoutForm, ExercisePath>({ name: path });
  /** A choice that sets the exercise's values at once ('completed as assigned'...). */
  const onChange = (next: ExerciseDraft) => {
    setValue(path, next);
    onEdit();
  };
  const [open, setOpen] = useState(true);
  const panelId = useId();
  const ownUnit = useWeightUnit();
  const locked = readOnly || draft.completedAsPrescribed;
  const name = exercise.exerciseName;
  const previous = exercise.previous;
  // Timed as a whole, with no set row to tick off: one Done for the exercise.
  const timed = isTimedWhole(exercise);
  const timedSeconds = timed && !exercise.skipped ? (durationSeconds(exercise.duration) ?? 0) : 0;
  const actual = (field: 'actualDuration' | 'actualTempo', label: string, target: string) => (
    <ActualInput
      name={`${path}.${field}`}
      onEdit={onEdit}
      context={name}
      label={label}
      disabled={locked}
      hint={target ? `Target: ${target}` : undefined}
    />
  );

  return (
    <div role="group" aria-label={name} className="rounded-xl border border-slate-200 bg-white">
      <ClientExerciseHeader
        exercise={exercise}
        open={open}
        onToggle={() => setOpen((v) => !v)}
        panelId={panelId}
        unsaved={unsaved}
        modified={hasModifiedFeedback(exercise, draft)}
      />
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-slate-100 px-4 pt-3 pb-4">
        {exercise.skipped && (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700">
            Skipped: recorded as not done.
          </p>
        )}
        <ClientExerciseTargets exercise={exercise} />
        <ClientExerciseLoad exercise={exercise} />
        <ClientExerciseInfo exercise={exercise} />
        {previous && (
          <ClientExercisePrevious
            exerciseName={name}
            previous={previous}
            onSameAsLastTime={
              readOnly ? undefined : () => onChange(fillFromPrevious(exercise, draft, previous))
            }
          />
        )}
        <PerformanceChoice
          name={`performance-${exercise.id}`}
          asAssigned={draft.completedAsPrescribed}
          disabled={readOnly}
          onAsAssigned={() => onChange(completeAsAssigned(exercise, draft))}
          onModify={() => onChange(modifyPerformance(draft, ownUnit))}
        />
        <ClientExerciseSets
          exercise={exercise}
          path={path}
          draft={draft}
          onEdit={onEdit}
          locked={locked}
          done={done}
          onToggleDone={onToggleDone}
        />
        {isDurationBased(exercise) && (
          <div className="sm:flex sm:items-end sm:gap-3">
            <div className="grid flex-1 grid-cols-2 items-start gap-3">
              {actual('actualDuration', 'Actual duration', exercise.duration)}
              {actual('actualTempo', 'Actual tempo', exercise.tempo)}
            </div>
            {timed && onToggleDone && (
              <DoneToggle
                label={`${name} done`}
                done={done.has(exercise.id)}
                onToggle={() => onToggleDone(exercise.id)}
              />
            )}
          </div>
        )}
        {onToggleDone && timedSeconds > 0 && (
          <SetCountdown
            seconds={timedSeconds}
            context={name}
            target={exercise.duration.trim()}
            value={draft.actualDuration}
            done={done.has(exercise.id)}
            onFill={(value) => {
              setValue(`${path}.actualDuration`, value);
              onEdit();
            }}
            onDone={() => onToggleDone(exercise.id)}
          />
        )}
        {locked && !readOnly && (
          <p className="flex items-center gap-1.5 text-xs text-slate-500">
            <Lock aria-hidden="true" className="size-3.5" />
            Results match the targets. Choose “modify actual performance” to change them.
          </p>
        )}
        <ClientExerciseNotes exercise={path} exerciseName={name} readOnly={readOnly} onEdit={onEdit} />
      </div>
    </div>
  );
}
