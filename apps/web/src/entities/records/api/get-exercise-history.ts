import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseHistoryAnswer } from '@kinetic/contracts/records';
import { api } from '../../../lib/api-client.ts';
import { recordsKeys } from './records-keys.ts';

/** GET /api/exercise-history/{exerciseId}: the client's own, or (`clientId`) a trainer's client's. */
export const exerciseHistoryQueryOptions = (exerciseId: string, clientId?: string) =>
  queryOptions({
    queryKey: recordsKeys.history(exerciseId, clientId),
    queryFn: () =>
      api.get<ExerciseHistoryAnswer>(
        `/exercise-history/${encodeURIComponent(exerciseId)}${
          clientId ? `?clientId=${encodeURIComponent(clientId)}` : ''
        }`,
      ),
  });

export function useExerciseHistory(exerciseId: string, clientId?: string) {
  return useQuery(exerciseHistoryQueryOptions(exerciseId, clientId));
}
