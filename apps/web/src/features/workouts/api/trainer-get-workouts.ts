import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /workouts?createdBy=me: the workouts the signed-in trainer created, newest first, page by page. */
export const trainerWorkoutsQueryOptions = () =>
  pagedQueryOptions<WorkoutListAnswer>({
    queryKey: workoutKeys.createdByMe,
    path: '/workouts',
    key: 'workouts',
    filters: { createdBy: 'me' },
  });

export function useTrainerWorkouts({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...trainerWorkoutsQueryOptions(), enabled });
}
