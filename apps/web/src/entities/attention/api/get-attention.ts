import { queryOptions, useQuery } from '@tanstack/react-query';
import { attentionCalls } from '@kinetic/contracts/attention';
import { callApi } from '../../../lib/api-client.ts';
import { attentionKeys } from './attention-keys.ts';

/**
 * Every client of the signed-in trainer with their adherence and the
 * reasons they need attention, most urgent first. Kept fresh by the live events (a completion
 * changes it), so it is not refetched on every visit.
 */
export const attentionQueryOptions = () =>
  queryOptions({
    queryKey: attentionKeys.list,
    queryFn: () => callApi(attentionCalls.list),
    staleTime: 60 * 1000,
  });

export function useAttention({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...attentionQueryOptions(), enabled });
}
