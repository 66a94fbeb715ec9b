import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { WorkoutInput } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/**
 * POST /api/workouts (201 { workout, warnings }); the builder leaves at once, the lists refresh
 * behind it.
 */
export function useCreateWorkout() {
  return useInvalidatingMutation(
    (body: WorkoutInput) => callApi(workoutCalls.create, { body }),
    workoutKeys.all,
    { wait: false },
  );
}
