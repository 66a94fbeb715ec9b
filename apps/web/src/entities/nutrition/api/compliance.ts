import { useQuery } from '@tanstack/react-query';
import { complianceCalls } from '@kinetic/contracts/nutrition-compliance';
import { callApi } from '../../../lib/api-client.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** The signed-in client's last week against their targets (refreshed by every diary write). */
export function useOwnCompliance() {
  return useQuery({
    queryKey: nutritionKeys.ownCompliance,
    queryFn: () => callApi(complianceCalls.own),
    gcTime: 0,
  });
}

/**
 * A client's last week and four weeks against their targets, for their trainer, read again when
 * the targets change (`targetsAt`, their last change). Health data: never kept once no screen shows it.
 */
export function useClientCompliance(clientId: string, targetsAt: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: nutritionKeys.clientCompliance(clientId, targetsAt),
    queryFn: () => callApi(complianceCalls.ofClient, { params: { id: clientId } }),
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
}
