import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { nextPageOffset, pageParams } from '../../../lib/pages.ts';

/** GET /workouts/client/{id}: one page of a client's workouts, newest first, and how many there are. */
export function getClientWorkouts(clientId: string, offset = 0): Promise<WorkoutListAnswer> {
  return api.get<WorkoutListAnswer>(`/workouts/client/${encodeURIComponent(clientId)}?${pageParams(offset)}`);
}

export const clientWorkoutsQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: workoutKeys.ofClient(clientId),
    queryFn: ({ pageParam }) => getClientWorkouts(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('workouts'),
  });

/** The workouts of one of the trainer's clients, page by page. */
export function useClientWorkouts(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientWorkoutsQueryOptions(clientId), enabled });
}
