import { useInfiniteQuery } from '@tanstack/react-query';
import {
  invitationsCalls,
  type InvitationImportInput,
  type InvitationInput,
} from '@kinetic/contracts/invitations';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** Query keys of the invitation lists: every send, resend and revoke fetches them again. */
export const invitationKeys = {
  all: ['invitations'] as const,
  open: (mine: boolean) => [...invitationKeys.all, 'open', mine] as const,
};

/**
 * GET /api/invitations: the open ones (pending or expired), newest first; `mine` keeps to those
 * the signed-in person sent (a consultant otherwise sees everyone's).
 */
export function useOpenInvitations({ mine }: { mine: boolean }) {
  return useInfiniteQuery(
    pagedQueryOptions({
      queryKey: invitationKeys.open(mine),
      call: invitationsCalls.list,
      key: 'invitations',
      filters: { scope: 'open', mine: mine ? 'true' : 'false' },
    }),
  );
}

export function useSendInvitation() {
  return useInvalidatingMutation(
    (body: InvitationInput) => callApi(invitationsCalls.send, { body }),
    invitationKeys.all,
  );
}

export function useImportInvitations() {
  return useInvalidatingMutation(
    (body: InvitationImportInput) => callApi(invitationsCalls.importCsv, { body }),
    invitationKeys.all,
  );
}

export function useResendInvitation() {
  return useInvalidatingMutation(
    (id: string) => callApi(invitationsCalls.resend, { params: { id } }),
    invitationKeys.all,
  );
}

export function useRevokeInvitation() {
  return useInvalidatingMutation(
    (id: string) => callApi(invitationsCalls.revoke, { params: { id } }),
    invitationKeys.all,
  );
}
