import {
  feedbackInput,
  type CompleteInput,
  type FeedbackInput,
  type Workout,
} from '@kinetic/contracts/workouts';
import { draftFromExercise, type WorkoutDraft } from './client-workout-feedback.ts';

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
