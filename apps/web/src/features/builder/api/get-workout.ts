import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';

export const workoutQueryKey = (id: string) => ['trainer', 'workouts', 'detail', id] as const;

export function getWorkout(id: string): Promise<{ workout: Workout }> {
  return api.get<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`);
}

export const workoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: workoutQueryKey(id), queryFn: () => getWorkout(id) });

/** One workout in full, for edit mode (only when there is an id). */
export function useWorkout(id: string | null) {
  return useQuery({ ...workoutQueryOptions(id ?? ''), enabled: Boolean(id), staleTime: 0 });
}
