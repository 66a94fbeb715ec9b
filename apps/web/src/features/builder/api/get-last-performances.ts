import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LAST_PERFORMANCES_MAX, prescribingCalls } from '@kinetic/contracts/prescribing';
import { clientKeys } from '../../../entities/clients/api/client-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The client's last sets of each of these exercises. */
export function getLastPerformances(clientId: string, exerciseIds: readonly string[]) {
  return callApi(prescribingCalls.lastPerformances, {
    params: { id: clientId },
    query: { exerciseIds: exerciseIds.join(',') },
  });
}

/** The plan's exercises, each once and sorted (one cache entry whatever their order), at most 50. */
export const performanceIds = (exerciseIds: readonly string[]) =>
  [...new Set(exerciseIds)].sort().slice(0, LAST_PERFORMANCES_MAX);

export const lastPerformancesQueryOptions = (clientId: string, exerciseIds: readonly string[]) =>
  queryOptions({
    queryKey: clientKeys.lastPerformances(clientId, exerciseIds),
    queryFn: () => getLastPerformances(clientId, exerciseIds),
    staleTime: 60_000,
  });

/**
 * What the client last did of the plan's exercises; nothing is asked without a client or an
 * exercise. While an added exercise loads, the others keep their line.
 */
export function useLastPerformances(clientId: string | null, exerciseIds: readonly string[]) {
  return useQuery({
    ...lastPerformancesQueryOptions(clientId ?? '', exerciseIds),
    enabled: Boolean(clientId) && exerciseIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
