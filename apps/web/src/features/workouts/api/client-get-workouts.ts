import { useInfiniteQuery } from '@tanstack/react-query';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { WorkoutStatus } from '@kinetic/contracts/workouts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/**
 * GET /workouts?status=: the caller's scheduled or completed workouts, page by page, in the order
 * the screen shows them (scheduled by date, completed by completion, newest first).
 */
export const clientWorkoutsQueryOptions = (status: WorkoutStatus) =>
  pagedQueryOptions({
    queryKey: workoutKeys.assigned(status),
    call: workoutCalls.list,
    key: 'workouts',
    filters: { status },
  });

/** An answer this recent is not read again when the list mounts (the start asked for it already). */
const JUST_READ_MS = 10_000;

/**
 * Runs only while a user is signed in. On a cold start the route asks for both lists before the
 * screen's code has arrived (app/routes.tsx): the screen, mounting once they are in, does not read
 * them a second time.
 */
export function useClientWorkouts(status: WorkoutStatus) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useInfiniteQuery({
    ...clientWorkoutsQueryOptions(status),
    enabled: hasUser,
    refetchOnMount: (query) =>
      query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt >= JUST_READ_MS,
  });
}
