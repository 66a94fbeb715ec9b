import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { nextPageOffset, pageParams } from '../../../lib/pages.ts';

/** GET /workouts?createdBy=me: one page of the workouts the trainer created, newest first. */
export function getTrainerWorkouts(offset = 0): Promise<WorkoutListAnswer> {
  return api.get<WorkoutListAnswer>(`/workouts?${pageParams(offset, undefined, { createdBy: 'me' })}`);
}

export const trainerWorkoutsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: workoutKeys.createdByMe,
    queryFn: ({ pageParam }) => getTrainerWorkouts(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('workouts'),
  });

/** The workouts the signed-in trainer created, page by page. */
export function useTrainerWorkouts({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...trainerWorkoutsQueryOptions(), enabled });
}
