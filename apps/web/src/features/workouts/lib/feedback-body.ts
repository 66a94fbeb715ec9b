import { type CompleteInput, type FeedbackInput, type Workout } from '@kinetic/contracts/workouts';
import { draftFromExercise, type ExerciseDraft, type WorkoutDraft } from './client-workout-feedback.ts';

/** Text as sent: trimmed, and null when empty. */
const orNull = (value: string): string | null => value.trim() || null;

/** Reps as sent: null when empty, else the number typed (validation reports what is not a whole number >= 0). */
function repsValue(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

type ExerciseBody = NonNullable<FeedbackInput['sets'][number]['exercises']>[number];

/** One exercise of the body as typed: every set row with its actual values, empty text as null. */
export function exerciseBody(d: ExerciseDraft): ExerciseBody {
  return {
    id: d.id,
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
}

/** The body of PATCH /workouts/{id}: every block, exercise and set row with its actual values. */
export function buildFeedbackBody(workout: Pick<Workout, 'sets'>, draft: WorkoutDraft): FeedbackInput {
  return {
    sets: workout.sets.map((block) => ({
      id: block.id,
      exercises: block.exercises.map((exercise) =>
        exerciseBody(draft[exercise.id] ?? draftFromExercise(exercise)),
      ),
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
