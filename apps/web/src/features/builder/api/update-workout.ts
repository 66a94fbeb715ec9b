import type { WorkoutAnswer, WorkoutInput } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/**
 * PUT /api/workouts/{id} ({ workout, warnings }; 409 once completed); the builder leaves at once,
 * the lists refresh behind it.
 */
export function useUpdateWorkout() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: WorkoutInput }) =>
      api.put<WorkoutAnswer>(`/workouts/${encodeURIComponent(id)}`, body),
    workoutKeys.all,
    { wait: false },
  );
}
