import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { WorkoutInput } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/**
 * PUT /api/workouts/{id} ({ workout, warnings }; 409 once completed); the builder leaves at once,
 * the lists refresh behind it.
 */
export function useUpdateWorkout() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: WorkoutInput }) =>
      callApi(workoutCalls.update, { params: { id }, body }),
    workoutKeys.all,
    { wait: false },
  );
}
