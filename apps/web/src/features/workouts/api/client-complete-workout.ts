import type { CompleteAnswer } from '@kinetic/contracts/records';
import type { CompleteInput } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/**
 * PATCH /workouts/{id}/complete with `{ sets, status: 'COMPLETED', completedDate }`, then the
 * workout lists and this workout are fetched again. The answer names the personal records it set.
 */
export function useCompleteWorkout(id: string) {
  return useInvalidatingMutation(
    (body: CompleteInput) => api.patch<CompleteAnswer>(`/workouts/${encodeURIComponent(id)}/complete`, body),
    workoutKeys.all,
  );
}
