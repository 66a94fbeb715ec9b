import { queryOptions, useQuery } from '@tanstack/react-query';
import { attentionCalls } from '@kinetic/contracts/attention';
import { callApi } from '../../../lib/api-client.ts';
import { attentionKeys } from './attention-keys.ts';

/** The share of due workouts done over the last 7 and 30 days. */
export const clientAdherenceQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: attentionKeys.adherence(clientId),
    queryFn: () => callApi(attentionCalls.adherence, { params: { id: clientId } }),
    staleTime: 60 * 1000,
  });

export function useClientAdherence(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientAdherenceQueryOptions(clientId), enabled });
}
