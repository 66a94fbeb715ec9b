import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '@kinetic/contracts/workouts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { workoutKeys } from './workout-keys.ts';

/** GET /api/workouts/{id}: the workout with its blocks, exercises and set rows. */
export function getWorkout(id: string): Promise<{ workout: Workout }> {
  return api.get<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`);
}

export const workoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workoutKeys.detail(id),
    queryFn: () => getWorkout(id),
    select: (data) => data.workout,
    // A workout that is not there (or not the caller's) will not appear on a retry.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

/** One workout in full; nothing is asked without an id or once signed out. */
export function useWorkout(id: string) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...workoutQueryOptions(id), enabled: hasUser && Boolean(id) });
}
