import type {
  AttentionKind,
  AttentionResolutionAnswer,
  AttentionResolutionInput,
} from '@kinetic/contracts/attention';
import { attentionKeys } from '../../../entities/attention/api/attention-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const resolutions = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/attention/resolutions`;

/** POST /api/clients/{id}/attention/resolutions: resolves or snoozes a reason, for the facts shown. */
export function useClearReason() {
  return useInvalidatingMutation(
    ({ clientId, ...input }: AttentionResolutionInput & { clientId: string }) =>
      api.post<AttentionResolutionAnswer>(resolutions(clientId), input),
    attentionKeys.all,
  );
}

/** DELETE /api/clients/{id}/attention/resolutions/{kind}: takes a clearing back; the reason shows again. */
export function useReopenReason() {
  return useInvalidatingMutation(
    ({ clientId, kind }: { clientId: string; kind: AttentionKind }) =>
      api.delete<void>(`${resolutions(clientId)}/${kind}`),
    attentionKeys.all,
  );
}
