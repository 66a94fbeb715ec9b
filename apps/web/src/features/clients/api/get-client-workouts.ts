import { useInfiniteQuery } from '@tanstack/react-query';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /workouts/client/{id}: the workouts of one of the trainer's clients, newest first, page by page. */
export const clientWorkoutsQueryOptions = (clientId: string) =>
  pagedQueryOptions({
    queryKey: workoutKeys.ofClient(clientId),
    call: workoutCalls.ofClient,
    params: { clientId },
    key: 'workouts',
  });

export function useClientWorkouts(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientWorkoutsQueryOptions(clientId), enabled });
}
