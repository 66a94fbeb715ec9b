import type { WorkoutStatus } from '@kinetic/contracts/workouts';

/** Query keys of the workouts a client sees. Everything under ['workouts'] is refreshed after completing. */
export const workoutKeys = {
  all: ['workouts'] as const,
  clientList: (status: WorkoutStatus) => ['workouts', 'list', 'assigned', status] as const,
  detail: (id: string) => ['workouts', 'detail', id] as const,
};
