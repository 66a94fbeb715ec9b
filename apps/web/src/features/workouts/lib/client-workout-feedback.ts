import { isTimedSet } from '@kinetic/contracts/durations';
import {
  actualWeightUnitOf,
  feedbackInput,
  type CompleteInput,
  type FeedbackInput,
  type SetRow,
  type WeightUnit,
  type Workout,
  type WorkoutExercise,
} from '@kinetic/contracts/workouts';

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

type ExerciseTargets = Pick<WorkoutExercise, 'sets' | 'duration' | 'tempo'>;

/** Rep-based: it has sets with targetReps above 0. */
export function isRepBased(exercise: Pick<WorkoutExercise, 'sets'>): boolean {
  return exercise.sets.some((s) => s.targetReps > 0);
}

/** Duration-based: not rep-based, with a target duration or tempo. */
export function isDurationBased(exercise: ExerciseTargets): boolean {
  return !isRepBased(exercise) && Boolean(exercise.duration.trim() || exercise.tempo.trim());
}

/** Which actual values each set row of an exercise takes an input for. */
export interface SetInputs {
  reps: boolean;
  weight: boolean;
  duration: boolean;
  tempo: boolean;
}

/**
 * Every target gets its actual: reps and weight on a rep-based exercise (weight too wherever a set has
 * a weight target); a duration where a set has one, or where a rep-based exercise has one; a tempo
 * where a rep-based exercise has one. (A duration-based exercise takes its duration and tempo once,
 * for the whole exercise.)
 */
export function setInputs(exercise: ExerciseTargets): SetInputs {
  const repBased = isRepBased(exercise);
  const anySet = (has: (set: SetRow) => boolean) => exercise.sets.some(has);
  return {
    reps: repBased,
    weight: repBased || anySet((s) => s.targetWeight.trim() !== ''),
    duration: anySet((s) => s.targetDuration.trim() !== '') || (repBased && exercise.duration.trim() !== ''),
    tempo: repBased && exercise.tempo.trim() !== '',
  };
}

/** A set's duration target: its own, else (on a rep-based exercise) the exercise's. */
export function setDurationTarget(set: SetRow, exercise: ExerciseTargets): string {
  return set.targetDuration.trim() || (isRepBased(exercise) ? exercise.duration.trim() : '');
}

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

/** Text as sent: trimmed, and null when empty. */
const orNull = (value: string): string | null => value.trim() || null;

/** Reps as sent: null when empty, else the number typed (validation reports what is not a whole number >= 0). */
function repsValue(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** The body of PATCH /workouts/{id}: every block, exercise and set row with its actual values. */
export function buildFeedbackBody(workout: Pick<Workout, 'sets'>, draft: WorkoutDraft): FeedbackInput {
  return {
    sets: workout.sets.map((block) => ({
      id: block.id,
      exercises: block.exercises.map((exercise) => {
        const d = draft[exercise.id] ?? draftFromExercise(exercise);
        return {
          id: exercise.id,
          notes: orNull(d.notes),
          completedAsPrescribed: d.completedAsPrescribed,
          actualDuration: orNull(d.actualDuration),
          actualTempo: orNull(d.actualTempo),
          sets: d.sets.map((set) => ({
            id: set.id,
            actualReps: repsValue(set.actualReps),
            actualWeight: orNull(set.actualWeight),
            actualWeightUnit: orNull(set.actualWeight) ? set.actualWeightUnit : null,
            actualDuration: orNull(set.actualDuration),
            actualTempo: orNull(set.actualTempo),
          })),
        };
      }),
    })),
  };
}

/** The body of PATCH /workouts/{id}/complete. */
export function buildCompleteBody(
  workout: Pick<Workout, 'sets'>,
  draft: WorkoutDraft,
  now: Date = new Date(),
): CompleteInput {
  return { ...buildFeedbackBody(workout, draft), status: 'COMPLETED', completedDate: now.toISOString() };
}

/** The key of one input's error: `${exerciseId}.${field}` or `${exerciseId}.${setId}.${field}`. */
export function fieldKey(exerciseId: string, field: string, setId?: string): string {
  return setId ? `${exerciseId}.${setId}.${field}` : `${exerciseId}.${field}`;
}

const INPUT_FIELDS = new Set(['notes', 'actualReps', 'actualWeight', 'actualDuration', 'actualTempo']);

/** Checks a body with the contract's rules (reps numeric, minimum 0...); errors keyed by fieldKey. */
export function validateFeedback(body: FeedbackInput): Record<string, string> {
  const result = feedbackInput.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const [, b, , e, fourth, s, sixth] = issue.path;
    const exercise = body.sets[Number(b)]?.exercises?.[Number(e)];
    const field = String(fourth === 'sets' ? sixth : fourth);
    // Only what a person typed; anything else (ids) is the server's to judge.
    if (!exercise || !INPUT_FIELDS.has(field)) continue;
    const key =
      fourth === 'sets'
        ? fieldKey(exercise.id, field, exercise.sets?.[Number(s)]?.id)
        : fieldKey(exercise.id, field);
    errors[key] ??= issue.message;
  }
  return errors;
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
