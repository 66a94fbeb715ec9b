import {
  attentionCalls,
  type AttentionKind,
  type AttentionResolutionInput,
} from '@kinetic/contracts/attention';
import { attentionKeys } from '../../../entities/attention/api/attention-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** Resolves or snoozes a reason, for the facts shown. */
export function useClearReason() {
  return useInvalidatingMutation(
    ({ clientId, ...input }: AttentionResolutionInput & { clientId: string }) =>
      callApi(attentionCalls.resolve, { params: { id: clientId }, body: input }),
    attentionKeys.all,
  );
}

/** Takes a clearing back; the reason shows again. */
export function useReopenReason() {
  return useInvalidatingMutation(
    ({ clientId, kind }: { clientId: string; kind: AttentionKind }) =>
      callApi(attentionCalls.reopen, { params: { id: clientId, kind } }),
    attentionKeys.all,
  );
}
