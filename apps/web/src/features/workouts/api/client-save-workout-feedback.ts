import type { FeedbackInput, Workout } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** PATCH /workouts/{id} with `{ sets }`: saves the actual values without completing, then refreshes the workout. */
export function useSaveWorkoutFeedback(id: string) {
  return useInvalidatingMutation(
    (body: FeedbackInput) => api.patch<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`, body),
    workoutKeys.detail(id),
  );
}
