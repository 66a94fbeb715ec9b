import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { workoutKeys } from './client-workout-keys.ts';

/** GET /workouts: the workouts assigned to the caller, as `{ workouts }` or as the list itself. */
export async function getClientWorkouts(): Promise<WorkoutSummary[]> {
  const data = await api.get<{ workouts: WorkoutSummary[] } | WorkoutSummary[]>('/workouts');
  if (Array.isArray(data)) return data;
  return data?.workouts ?? [];
}

export const clientWorkoutsQueryOptions = () =>
  queryOptions({ queryKey: workoutKeys.clientList(), queryFn: getClientWorkouts });

/** The signed-in client's workouts; runs only when a user exists. */
export function useClientWorkouts() {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({ ...clientWorkoutsQueryOptions(), enabled: hasUser });
}
