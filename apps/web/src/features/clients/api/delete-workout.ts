import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/workouts/{id} (204); the workout lists are re-fetched. */
export function useDeleteWorkout() {
  return useInvalidatingMutation(
    (id: string) => callApi(workoutCalls.remove, { params: { id } }),
    workoutKeys.all,
  );
}
