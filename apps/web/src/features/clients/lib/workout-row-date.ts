import type { WorkoutSummary } from '@kinetic/contracts/workouts';

/** The date a workout row shows: completedDate if COMPLETED, else scheduledDate, else createdAt. */
export function workoutRowDate(w: WorkoutSummary): string {
  if (w.status === 'COMPLETED' && w.completedDate) return w.completedDate;
  return w.scheduledDate ?? w.createdAt;
}
