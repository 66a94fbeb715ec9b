import {
  CONFLICT_CHANGED,
  CONFLICT_COMPLETED,
  CONFLICT_DELETED,
  CONFLICT_REFUSED,
} from '@kinetic/contracts/offline';
import {
  completeInput,
  feedbackInput,
  type Workout,
  type WorkoutExercise,
} from '@kinetic/contracts/workouts';
import type { QueuedWrite, WriteRefusal } from '../../../lib/write-queue.ts';
import type { WorkoutDraft } from './client-workout-feedback.ts';

/** The subject of the writes of one workout in the write queue. */
export const workoutSubject = (id: string) => `workout:${id}`;

/**
 * The workout as the client left it on this device: the values of the writes still waiting applied
 * to the server's copy in order (each save carries only what it changed), and completed if a
 * completion waits. A reload or a reopened tab therefore shows every value entered, sent or not.
 */
export function withWaitingWrites(workout: Workout, writes: readonly QueuedWrite[]): Workout {
  const waiting = writes.filter((w) => !w.refusal);
  if (!waiting.length) return workout;
  const completion = waiting
    .map((w) => completeInput.safeParse(w.body))
    .find((parsed) => parsed.success)?.data;
  const applied = waiting.reduce((shown, write) => withActuals(shown, write.body), workout);
  return completion
    ? { ...applied, status: 'COMPLETED' as const, completedDate: completion.completedDate }
    : applied;
}

/** The workout with the actual values of a save's (or completion's) body, as the server applies them. */
export function withActuals(workout: Workout, body: unknown): Workout {
  const feedback = feedbackInput.safeParse(body);
  if (!feedback.success) return workout;
  const actuals = new Map(feedback.data.sets.flatMap((block) => block.exercises.map((e) => [e.id, e])));
  return {
    ...workout,
    sets: workout.sets.map((block) => ({
      ...block,
      exercises: block.exercises.map((exercise) => {
        const actual = actuals.get(exercise.id);
        if (!actual) return exercise;
        const sets = new Map(actual.sets.map((s) => [s.id, s]));
        // As the server stores it: what was skipped has no values (see skippedAs).
        return skippedAs({
          ...exercise,
          skipped: actual.skipped ?? exercise.skipped,
          notes: actual.notes ?? null,
          completedAsPrescribed: actual.completedAsPrescribed ?? exercise.completedAsPrescribed,
          actualDuration: actual.actualDuration ?? null,
          actualTempo: actual.actualTempo ?? null,
          sets: exercise.sets.map((set) => {
            const done = sets.get(set.id);
            return done
              ? {
                  ...set,
                  actualReps: done.actualReps ?? null,
                  actualWeight: done.actualWeight ?? null,
                  // As the server keeps it: the unit goes with a weight, the prescribed one if none is sent.
                  actualWeightUnit: done.actualWeight ? (done.actualWeightUnit ?? null) : null,
                  actualDuration: done.actualDuration ?? null,
                  actualTempo: done.actualTempo ?? null,
                  skipped: done.skipped ?? set.skipped,
                }
              : set;
          }),
        });
      }),
    })),
  };
}

/** An exercise as the server stores a skip: a skipped exercise or row without actual values. */
function skippedAs(exercise: WorkoutExercise): WorkoutExercise {
  const none = { actualDuration: null, actualTempo: null };
  const sets = exercise.sets.map((row) =>
    exercise.skipped || row.skipped
      ? { ...row, ...none, actualReps: null, actualWeight: null, actualWeightUnit: null, skipped: true }
      : row,
  );
  return exercise.skipped ? { ...exercise, ...none, sets } : { ...exercise, sets };
}

/**
 * What was entered, one line an exercise, in words the client can copy: kept with each write, so
 * it can still be shown when the trainer deleted the workout (and its names went with it).
 */
export function summarizeDraft(workout: Pick<Workout, 'sets'>, draft: WorkoutDraft): string[] {
  return workout.sets.flatMap((block) =>
    block.exercises.map((exercise) => {
      const d = draft[exercise.id];
      if (!d) return exercise.exerciseName;
      const sets = d.sets.map((set, index) => {
        const values = [
          set.actualReps.trim() && `${set.actualReps.trim()} reps`,
          set.actualWeight.trim() && `${set.actualWeight.trim()} ${set.actualWeightUnit}`,
          set.actualDuration.trim(),
          set.actualTempo.trim() && `tempo ${set.actualTempo.trim()}`,
        ].filter(Boolean);
        return `set ${index + 1}: ${values.join(', ') || '-'}`;
      });
      const whole = [
        d.actualDuration.trim() && `duration ${d.actualDuration.trim()}`,
        d.actualTempo.trim() && `tempo ${d.actualTempo.trim()}`,
        d.notes.trim() && `notes: ${d.notes.trim()}`,
      ].filter(Boolean);
      return `${exercise.exerciseName}: ${[...sets, ...whole].join('; ')}`;
    }),
  );
}

/**
 * Why the server refused a write sent after being offline, in the client's words. The API answers
 * 404 once the workout is deleted (or no longer the client's), 409 once it is completed, and 400
 * when the entries no longer match the plan the trainer edited (a set or exercise gone).
 */
export function refusalText(refusal: WriteRefusal): string {
  if (refusal.status === 404) return CONFLICT_DELETED;
  if (refusal.status === 409) return CONFLICT_COMPLETED;
  if (refusal.status === 400) return CONFLICT_CHANGED;
  return refusal.error ? `${CONFLICT_REFUSED} (${refusal.error})` : CONFLICT_REFUSED;
}
