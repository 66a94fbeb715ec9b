import type { CopyWorkoutInput, Workout } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/workouts/{id}/copy (201 { workout }): a new scheduled workout for the chosen client. */
export function useCopyWorkout() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CopyWorkoutInput }) =>
      api.post<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}/copy`, body),
    workoutKeys.all,
    { wait: false },
  );
}
