import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NutritionTargets, TargetsAnswer, TargetsInput } from '@kinetic/contracts/nutrition';
import { adjustmentCalls, type AdjustmentAnswer } from '@kinetic/contracts/nutrition-adjustments';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { nutritionKeys } from './nutrition-keys.ts';

/** This week's calorie adjustment of a client, for their trainer. Health data: not kept. */
export function useClientAdjustment(clientId: string) {
  return useQuery({
    queryKey: nutritionKeys.adjustment(clientId),
    queryFn: () => callApi(adjustmentCalls.current, { params: { id: clientId } }),
    gcTime: 0,
  });
}

export type AdjustmentDecision =
  { action: 'approve' | 'dismiss'; id: string } | { action: 'edit'; id: string; body: TargetsInput };

/**
 * Approves (as proposed or edited) or dismisses an adjustment; the answer replaces the cached
 * adjustment and targets. A refusal because it was decided meanwhile reloads the adjustment.
 */
export function useDecideAdjustment(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: AdjustmentDecision) => {
      const params = { id: clientId, adjustmentId: d.id };
      if (d.action === 'edit') return callApi(adjustmentCalls.approveEdited, { params, body: d.body });
      if (d.action === 'approve') return callApi(adjustmentCalls.approve, { params });
      return callApi(adjustmentCalls.dismiss, { params });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<AdjustmentAnswer>(nutritionKeys.adjustment(clientId), (old) =>
        old ? { ...old, adjustment: answer.adjustment } : old,
      );
      // A dismissal answers no targets: they stay.
      const { targets } = answer as { targets?: NutritionTargets };
      if (targets) queryClient.setQueryData<TargetsAnswer>(nutritionKeys.ofClient(clientId), { targets });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: nutritionKeys.adjustment(clientId) });
    },
  });
}
