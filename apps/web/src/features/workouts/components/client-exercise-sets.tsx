import type { SetRow, WorkoutExercise } from '@kinetic/contracts/workouts';
import {
  fieldKey,
  setDurationTarget,
  setInputs,
  type ExerciseDraft,
  type SetDraft,
} from '../lib/client-workout-feedback.ts';
import { ActualInput } from './client-actual-input.tsx';

/** A set's targets as one line: '8 reps × 135 lbs ea × 40s'. */
function targetText(set: SetRow, exercise: WorkoutExercise): string {
  const parts: string[] = [];
  if (set.targetReps > 0) parts.push(`${set.targetReps} reps`);
  if (set.targetWeight.trim())
    parts.push(`${set.targetWeight} ${set.weightUnit}${set.eachSide ? ' ea' : ''}`);
  else if (set.eachSide && set.targetReps > 0) parts.push('ea');
  const duration = setDurationTarget(set, exercise);
  if (duration) parts.push(duration);
  return parts.join(' × ') || 'No target';
}

/**
 * The set rows of an exercise: each set's targets, and an input for each actual value its targets
 * call for (setInputs). Nothing when the sets prescribe nothing to record.
 */
export function ClientExerciseSets({
  exercise,
  draft,
  onChange,
  locked,
  errors,
}: {
  exercise: WorkoutExercise;
  draft: ExerciseDraft;
  onChange: (draft: ExerciseDraft) => void;
  locked: boolean;
  errors: Record<string, string>;
}) {
  const inputs = setInputs(exercise);
  if (exercise.sets.length === 0 || !Object.values(inputs).some(Boolean)) return null;
  const name = exercise.exerciseName;
  const tempo = exercise.tempo.trim();
  const updateSet = (setId: string, patch: Partial<SetDraft>) =>
    onChange({ ...draft, sets: draft.sets.map((s) => (s.id === setId ? { ...s, ...patch } : s)) });

  return (
    <ol className="space-y-3">
      {exercise.sets.map((set) => {
        const setDraft = draft.sets.find((s) => s.id === set.id);
        if (!setDraft) return null;
        const context = `${name} set ${set.setNumber}`;
        const field = (key: keyof Omit<SetDraft, 'id'>) => ({
          context,
          value: setDraft[key],
          disabled: locked,
          onChange: (value: string) => updateSet(set.id, { [key]: value }),
          error: errors[fieldKey(exercise.id, key, set.id)],
        });
        const duration = setDurationTarget(set, exercise);
        return (
          <li key={set.id} className="rounded-lg bg-slate-50 p-3">
            <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <span className="font-semibold text-slate-800">Set {set.setNumber}</span>
              <span className="text-slate-600">Target: {targetText(set, exercise)}</span>
            </div>
            <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4">
              {inputs.reps && <ActualInput {...field('actualReps')} label="Actual reps" numeric />}
              {inputs.weight && (
                <ActualInput {...field('actualWeight')} label={`Actual weight (${set.weightUnit})`} decimal />
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
          </li>
        );
      })}
    </ol>
  );
}
