import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/workouts/{id} (204); the workout lists are re-fetched. */
export function useDeleteWorkout() {
  return useInvalidatingMutation(
    (id: string) => api.delete<void>(`/workouts/${encodeURIComponent(id)}`),
    workoutKeys.all,
  );
}
