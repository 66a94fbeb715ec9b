import type { WorkoutSummary } from '@kinetic/contracts/workouts';

/** Completed: status COMPLETED or a completion date. Scheduled is everything else. */
export function isCompletedWorkout(workout: Pick<WorkoutSummary, 'status' | 'completedDate'>): boolean {
  return workout.status === 'COMPLETED' || Boolean(workout.completedDate);
}
