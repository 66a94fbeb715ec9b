import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';

export function getClientWorkouts(clientId: string): Promise<{ workouts: WorkoutSummary[] }> {
  return api.get<{ workouts: WorkoutSummary[] }>(`/workouts/client/${encodeURIComponent(clientId)}`);
}

export const clientWorkoutsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['trainer', 'workouts', 'client', clientId],
    queryFn: () => getClientWorkouts(clientId),
  });

/** The workouts of one of the trainer's clients. */
export function useClientWorkouts(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientWorkoutsQueryOptions(clientId), enabled });
}
