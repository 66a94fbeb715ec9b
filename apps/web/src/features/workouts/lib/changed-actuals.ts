import {
  actualWeightUnitOf,
  type FeedbackInput,
  type SetRow,
  type Workout,
  type WorkoutExercise,
} from '@kinetic/contracts/workouts';
import type { WorkoutDraft } from './client-workout-feedback.ts';
import { buildFeedbackBody } from './feedback-body.ts';

type ExerciseBody = NonNullable<FeedbackInput['sets'][number]['exercises']>[number];
type RowBody = NonNullable<ExerciseBody['sets']>[number];

/** Whether a row of the body holds another value than the row shown. */
function rowChanged(row: SetRow, sent: RowBody): boolean {
  const weight = sent.actualWeight ?? null;
  return (
    (sent.actualReps ?? null) !== row.actualReps ||
    weight !== row.actualWeight ||
    // A weight's unit, as the server keeps it: the one sent, else the prescribed one.
    (weight !== null && (sent.actualWeightUnit ?? row.weightUnit) !== actualWeightUnitOf(row)) ||
    (sent.actualDuration ?? null) !== row.actualDuration ||
    (sent.actualTempo ?? null) !== row.actualTempo ||
    (sent.skipped !== undefined && sent.skipped !== Boolean(row.skipped))
  );
}

/** Whether the body changes one of the exercise's own values (its notes, duration...). */
function ownValuesChanged(exercise: WorkoutExercise, sent: ExerciseBody): boolean {
  return (
    (sent.notes ?? null) !== exercise.notes ||
    (sent.completedAsPrescribed !== undefined &&
      sent.completedAsPrescribed !== exercise.completedAsPrescribed) ||
    (sent.actualDuration ?? null) !== exercise.actualDuration ||
    (sent.actualTempo ?? null) !== exercise.actualTempo ||
    (sent.skipped !== undefined && sent.skipped !== Boolean(exercise.skipped))
  );
}

/**
 * A save's body reduced to what differs from the workout as shown (the server's values with the
 * writes still waiting on the device applied): the exercises with a value changed, each with only
 * its changed set rows. The server keeps whatever a save leaves out, so a save during the workout
 * carries the set just done, not every set of the plan again.
 */
export function changedActuals(workout: Pick<Workout, 'sets'>, body: FeedbackInput): FeedbackInput {
  const shown = new Map(workout.sets.flatMap((block) => block.exercises.map((e) => [e.id, e])));
  const sets = body.sets.flatMap((block) => {
    const exercises = (block.exercises ?? []).flatMap((sent) => {
      const exercise = shown.get(sent.id);
      if (!exercise) return [sent];
      const rows = (sent.sets ?? []).filter((r) => {
        const row = exercise.sets.find((s) => s.id === r.id);
        return !row || rowChanged(row, r);
      });
      return rows.length || ownValuesChanged(exercise, sent) ? [{ ...sent, sets: rows }] : [];
    });
    return exercises.length ? [{ ...block, exercises }] : [];
  });
  return { sets };
}

/** The body of PATCH /workouts/{id} for the draft: what it changes of the workout shown. */
export const buildSaveBody = (workout: Pick<Workout, 'sets'>, draft: WorkoutDraft): FeedbackInput =>
  changedActuals(workout, buildFeedbackBody(workout, draft));
