import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '@kinetic/contracts/workouts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { workoutKeys } from './client-workout-keys.ts';

/** GET /workouts/{id}: the workout with its blocks, exercises and set rows. */
export async function getWorkout(id: string): Promise<Workout> {
  const data = await api.get<{ workout: Workout } | Workout>(`/workouts/${encodeURIComponent(id)}`);
  return 'workout' in data ? data.workout : data;
}

export const workoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: workoutKeys.detail(id),
    queryFn: () => getWorkout(id),
    // A workout that is not there (or not the caller's) will not appear on a retry.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });

export function useWorkout(id: string) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...workoutQueryOptions(id), enabled: hasUser && Boolean(id) });
}
