import { isTimedSet } from '@kinetic/contracts/durations';
import {
  actualWeightUnitOf,
  type SetRow,
  type WeightUnit,
  type Workout,
  type WorkoutExercise,
} from '@kinetic/contracts/workouts';
import { isRepBased, setDurationTarget, type ExerciseTargets } from './exercise-inputs.ts';

/**
 * The client's performance of one workout, as typed.
 * Values are the inputs' text; buildFeedbackBody turns them into the PATCH body.
 */
export interface SetDraft {
  id: string;
  actualReps: string;
  actualWeight: string;
  /** The unit of actualWeight: the target's while it holds the target, else the one chosen. */
  actualWeightUnit: WeightUnit;
  actualDuration: string;
  actualTempo: string;
}

export interface ExerciseDraft {
  id: string;
  /** 'Completed as assigned' (true) or 'modify actual performance' (false). */
  completedAsPrescribed: boolean;
  notes: string;
  actualDuration: string;
  actualTempo: string;
  sets: SetDraft[];
}

/** Drafts of every exercise of a workout, by exercise id. */
export type WorkoutDraft = Record<string, ExerciseDraft>;

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

function setFromTargets(set: SetRow, exercise: ExerciseTargets): SetDraft {
  return {
    id: set.id,
    // A timed set asks no reps: none recorded (not its target's 0).
    actualReps: isTimedSet(set) ? '' : text(set.targetReps),
    actualWeight: set.targetWeight,
    actualWeightUnit: set.weightUnit,
    actualDuration: setDurationTarget(set, exercise),
    actualTempo: exercise.tempo,
  };
}

/**
 * On load: what the server holds, and the targets where an actual value is empty. A weight left
 * empty starts in `unit` (the client's own), else in the set's.
 */
export function draftFromExercise(exercise: WorkoutExercise, unit?: WeightUnit): ExerciseDraft {
  return {
    id: exercise.id,
    completedAsPrescribed: exercise.completedAsPrescribed,
    notes: exercise.notes ?? '',
    actualDuration: exercise.actualDuration ?? (exercise.skipped ? '' : exercise.duration),
    actualTempo: exercise.actualTempo ?? (exercise.skipped ? '' : exercise.tempo),
    sets: exercise.sets.map((set) => {
      const targets = setFromTargets(set, exercise);
      const own = unit ?? set.weightUnit;
      // Skipped: not done, so no value (not even the targets).
      if (set.skipped || exercise.skipped)
        return {
          ...targets,
          actualReps: '',
          actualWeight: '',
          actualWeightUnit: own,
          actualDuration: '',
          actualTempo: '',
        };
      return {
        id: set.id,
        actualReps: set.actualReps === null ? targets.actualReps : text(set.actualReps),
        actualWeight: set.actualWeight ?? targets.actualWeight,
        actualWeightUnit:
          set.actualWeight !== null
            ? actualWeightUnitOf(set)
            : targets.actualWeight.trim()
              ? set.weightUnit
              : own,
        actualDuration: set.actualDuration ?? targets.actualDuration,
        actualTempo: set.actualTempo ?? targets.actualTempo,
      };
    }),
  };
}

export function draftFromWorkout(workout: Pick<Workout, 'sets'>, unit?: WeightUnit): WorkoutDraft {
  const draft: WorkoutDraft = {};
  for (const block of workout.sets)
    for (const exercise of block.exercises) draft[exercise.id] = draftFromExercise(exercise, unit);
  return draft;
}

/** 'Completed as assigned': actual values copied from the targets (and locked); notes kept. */
export function completeAsAssigned(exercise: WorkoutExercise, draft: ExerciseDraft): ExerciseDraft {
  return {
    ...draft,
    completedAsPrescribed: true,
    actualDuration: exercise.duration,
    actualTempo: exercise.tempo,
    sets: exercise.sets.map((set) => setFromTargets(set, exercise)),
  };
}

/**
 * 'Modify actual performance': actual values cleared and editable, weights in `unit` (the client's
 * own); notes kept.
 */
export function modifyPerformance(draft: ExerciseDraft, unit?: WeightUnit): ExerciseDraft {
  return {
    ...draft,
    completedAsPrescribed: false,
    actualDuration: '',
    actualTempo: '',
    sets: draft.sets.map((set) => ({
      ...set,
      actualReps: '',
      actualWeight: '',
      actualWeightUnit: unit ?? set.actualWeightUnit,
      actualDuration: '',
      actualTempo: '',
    })),
  };
}

/**
 * Modified feedback: notes, or (when not as prescribed) every set with actualReps above 0 and a
 * non-empty actualWeight, or a duration/tempo-style exercise with an actual duration or tempo.
 */
export function hasModifiedFeedback(exercise: ExerciseTargets, draft: ExerciseDraft): boolean {
  if (draft.notes.trim()) return true;
  if (draft.completedAsPrescribed) return false;
  const everySetLogged =
    draft.sets.length > 0 &&
    draft.sets.every((s) => Number(s.actualReps) > 0 && s.actualWeight.trim() !== '');
  if (everySetLogged) return true;
  return !isRepBased(exercise) && Boolean(draft.actualDuration.trim() || draft.actualTempo.trim());
}

/**
 * A set ticked off as done: each of its actual values the client left empty takes the target (reps
 * and weight as prescribed); what they typed stays.
 */
export function fillSetFromTargets(
  exercise: WorkoutExercise,
  draft: ExerciseDraft,
  setId: string,
): ExerciseDraft {
  const set = exercise.sets.find((s) => s.id === setId);
  if (!set) return draft;
  const targets = setFromTargets(set, exercise);
  return {
    ...draft,
    sets: draft.sets.map((s) =>
      s.id === setId
        ? {
            id: s.id,
            actualReps: s.actualReps.trim() || targets.actualReps,
            actualWeight: s.actualWeight.trim() || targets.actualWeight,
            actualWeightUnit: s.actualWeight.trim() ? s.actualWeightUnit : targets.actualWeightUnit,
            actualDuration: s.actualDuration.trim() || targets.actualDuration,
            actualTempo: s.actualTempo.trim() || targets.actualTempo,
          }
        : s,
    ),
  };
}

/**
 * A timed exercise (duration-based) ticked off as done: its actual duration and tempo, where the
 * client left them empty, take the targets; what they typed stays.
 */
export function fillTimedFromTargets(exercise: ExerciseTargets, draft: ExerciseDraft): ExerciseDraft {
  return {
    ...draft,
    actualDuration: draft.actualDuration.trim() || exercise.duration,
    actualTempo: draft.actualTempo.trim() || exercise.tempo,
  };
}
