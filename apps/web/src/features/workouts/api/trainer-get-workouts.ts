import { useInfiniteQuery } from '@tanstack/react-query';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { WorkoutStatus } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** What the trainer narrows their list to; '' leaves a filter out. */
export interface TrainerWorkoutFilter {
  search: string;
  clientId: string;
  status: WorkoutStatus | '';
  from: string;
  to: string;
}

/**
 * GET /workouts?createdBy=me: the workouts the signed-in trainer created, page by page, each with its
 * client, narrowed on the server (newest first; from a day on, soonest first).
 */
export const trainerWorkoutsQueryOptions = (filter: TrainerWorkoutFilter) => {
  const filters = {
    createdBy: 'me' as const,
    search: filter.search || undefined,
    clientId: filter.clientId || undefined,
    status: filter.status || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
  return pagedQueryOptions({
    queryKey: workoutKeys.createdByMe(filters),
    call: workoutCalls.list,
    key: 'workouts',
    filters,
  });
};

export function useTrainerWorkouts(filter: TrainerWorkoutFilter, { enabled = true } = {}) {
  return useInfiniteQuery({
    ...trainerWorkoutsQueryOptions(filter),
    enabled,
    placeholderData: (previous) => previous,
  });
}
