import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import type { WorkoutStatus } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { nextPageOffset, pageParams } from '../../../lib/pages.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

/**
 * GET /workouts?status=: one page of the caller's scheduled or completed workouts, in the order the
 * screen shows them (scheduled by date, completed by completion, newest first), and their total.
 */
export function getClientWorkouts(status: WorkoutStatus, offset = 0): Promise<WorkoutListAnswer> {
  return api.get<WorkoutListAnswer>(`/workouts?${pageParams(offset, undefined, { status })}`);
}

export const clientWorkoutsQueryOptions = (status: WorkoutStatus) =>
  infiniteQueryOptions({
    queryKey: workoutKeys.assigned(status),
    queryFn: ({ pageParam }) => getClientWorkouts(status, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('workouts'),
  });

/** The signed-in client's scheduled or completed workouts, page by page; runs only when a user exists. */
export function useClientWorkouts(status: WorkoutStatus) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useInfiniteQuery({ ...clientWorkoutsQueryOptions(status), enabled: hasUser });
}
