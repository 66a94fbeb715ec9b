import type { SetBlock, WorkoutSummary } from '@kinetic/contracts/workouts';

/** A workout as the repositories read it: its summary, its plan, and who may see it. */
export interface StoredWorkout {
  summary: WorkoutSummary;
  plan: SetBlock[];
  /** The current trainer of the client the workout is assigned to, while that client is active. */
  clientTrainerId: string | null;
}
