import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';

export function getWorkoutReview(id: string): Promise<{ workout: Workout }> {
  return api.get<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`);
}

/** A workout in full, with the client's actual values (same key and answer as the builder's load). */
export const workoutReviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['trainer', 'workouts', 'detail', id], queryFn: () => getWorkoutReview(id) });

export function useWorkoutReview(id: string) {
  return useQuery(workoutReviewQueryOptions(id));
}
