import type { WorkoutSummary } from '@kinetic/contracts/workouts';

/** Completed: status COMPLETED or a completion date. Scheduled is everything else (specification section 4). */
export function isCompletedWorkout(workout: Pick<WorkoutSummary, 'status' | 'completedDate'>): boolean {
  return workout.status === 'COMPLETED' || Boolean(workout.completedDate);
}

function time(value: string | null | undefined): number {
  if (!value) return Number.NEGATIVE_INFINITY;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/** The date a scheduled workout is sorted and shown by: its scheduled date, else its creation date. */
export function scheduledSortDate(workout: Pick<WorkoutSummary, 'scheduledDate' | 'createdAt'>): string {
  return workout.scheduledDate || workout.createdAt;
}

/**
 * The two lists of the client's workout screen (specification section 9): scheduled ones by scheduled
 * date (else creation date) newest first; completed ones by completion date newest first.
 */
export function splitWorkouts<T extends WorkoutSummary>(
  workouts: readonly T[],
): { scheduled: T[]; completed: T[] } {
  const scheduled = workouts
    .filter((w) => !isCompletedWorkout(w))
    .sort((a, b) => time(scheduledSortDate(b)) - time(scheduledSortDate(a)));
  const completed = workouts
    .filter((w) => isCompletedWorkout(w))
    .sort((a, b) => time(b.completedDate) - time(a.completedDate));
  return { scheduled, completed };
}
