import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackInput, Workout } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

/** PATCH /workouts/{id} with `{ sets }`: saves the actual values without completing. */
export function saveWorkoutFeedback(id: string, body: FeedbackInput): Promise<{ workout: Workout }> {
  return api.patch<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`, body);
}

/** Saves feedback, then refreshes the workout. */
export function useSaveWorkoutFeedback(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackInput) => saveWorkoutFeedback(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutKeys.detail(id) }),
  });
}
