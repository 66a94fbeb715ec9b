import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

export function deleteWorkout(id: string): Promise<void> {
  return api.delete<void>(`/workouts/${encodeURIComponent(id)}`);
}

/** DELETE /api/workouts/{id} (204); the trainer's workout lists are re-fetched. */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
  });
}
