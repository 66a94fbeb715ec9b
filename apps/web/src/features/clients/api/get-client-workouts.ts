import { useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /workouts/client/{id}: the workouts of one of the trainer's clients, newest first, page by page. */
export const clientWorkoutsQueryOptions = (clientId: string) =>
  pagedQueryOptions<WorkoutListAnswer>({
    queryKey: workoutKeys.ofClient(clientId),
    path: `/workouts/client/${encodeURIComponent(clientId)}`,
    key: 'workouts',
  });

export function useClientWorkouts(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientWorkoutsQueryOptions(clientId), enabled });
}
