import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteInput, Workout } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

/** PATCH /workouts/{id}/complete with `{ sets, status: 'COMPLETED', completedDate }`. */
export function completeWorkout(id: string, body: CompleteInput): Promise<{ workout: Workout }> {
  return api.patch<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}/complete`, body);
}

/** Completes the workout, then refreshes the workout lists and this workout. */
export function useCompleteWorkout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteInput) => completeWorkout(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
  });
}
