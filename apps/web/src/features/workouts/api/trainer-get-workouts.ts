import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyWorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/**
 * GET /workouts?createdBy=me: the workouts the signed-in trainer created, newest first, page by page,
 * each with its client.
 */
export const trainerWorkoutsQueryOptions = () =>
  pagedQueryOptions<MyWorkoutListAnswer>({
    queryKey: workoutKeys.createdByMe,
    path: '/workouts',
    key: 'workouts',
    filters: { createdBy: 'me' },
  });

export function useTrainerWorkouts({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...trainerWorkoutsQueryOptions(), enabled });
}
