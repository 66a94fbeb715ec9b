import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordsCalls } from '@kinetic/contracts/records';
import { callApi } from '../../../lib/api-client.ts';
import { recordsKeys } from './records-keys.ts';

/** One exercise over the completed workouts: the client's own, or (`clientId`) a trainer's client's. */
export const exerciseHistoryQueryOptions = (exerciseId: string, clientId?: string) =>
  queryOptions({
    queryKey: recordsKeys.history(exerciseId, clientId),
    queryFn: () => callApi(recordsCalls.history, { params: { exerciseId }, query: { clientId } }),
  });

export function useExerciseHistory(exerciseId: string, clientId?: string) {
  return useQuery(exerciseHistoryQueryOptions(exerciseId, clientId));
}
