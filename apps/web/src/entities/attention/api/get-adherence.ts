import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdherenceAnswer } from '@kinetic/contracts/attention';
import { api } from '../../../lib/api-client.ts';
import { attentionKeys } from './attention-keys.ts';

/** GET /api/clients/{id}/adherence: the share of due workouts done over the last 7 and 30 days. */
export const clientAdherenceQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: attentionKeys.adherence(clientId),
    queryFn: () => api.get<AdherenceAnswer>(`/clients/${encodeURIComponent(clientId)}/adherence`),
    staleTime: 60 * 1000,
  });

export function useClientAdherence(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientAdherenceQueryOptions(clientId), enabled });
}
