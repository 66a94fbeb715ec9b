import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';

export function getTrainerWorkouts(): Promise<{ workouts: WorkoutSummary[] }> {
  return api.get<{ workouts: WorkoutSummary[] }>('/workouts?createdBy=me');
}

export const trainerWorkoutsQueryOptions = () =>
  queryOptions({ queryKey: ['trainer', 'workouts', 'created-by-me'], queryFn: getTrainerWorkouts });

/** The workouts the signed-in trainer created. */
export function useTrainerWorkouts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...trainerWorkoutsQueryOptions(), enabled });
}
