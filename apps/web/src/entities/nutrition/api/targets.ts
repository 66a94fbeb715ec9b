import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nutritionCalls,
  type ProposalQuery,
  type TargetsAnswer,
  type TargetsInput,
} from '@kinetic/contracts/nutrition';
import { callApi } from '../../../lib/api-client.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** A client's targets, for their trainer. Health data: never kept once no screen shows it. */
export function useClientTargets(clientId: string) {
  return useQuery({
    queryKey: nutritionKeys.ofClient(clientId),
    queryFn: () => callApi(nutritionCalls.ofClient, { params: { id: clientId } }),
    gcTime: 0,
  });
}

/** The proposal from the client's data and what the trainer entered (asked only when `enabled`). */
export function useTargetsProposal(clientId: string, query: ProposalQuery, enabled: boolean) {
  return useQuery({
    queryKey: nutritionKeys.proposal(clientId, query),
    queryFn: () => callApi(nutritionCalls.proposal, { params: { id: clientId }, query }),
    enabled,
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Sets the client's targets; the saved ones replace the cached ones at once. */
export function useSetClientTargets(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsInput) => callApi(nutritionCalls.set, { params: { id: clientId }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData<TargetsAnswer>(nutritionKeys.ofClient(clientId), answer);
    },
  });
}

/** The signed-in client's own targets and what kind of day today is. */
export function useOwnTargets() {
  return useQuery({
    queryKey: nutritionKeys.own,
    queryFn: () => callApi(nutritionCalls.own, {}),
    gcTime: 0,
  });
}
