import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationsCalls, type AcceptInvitationBody } from '@kinetic/contracts/invitations';
import { callApi } from '../../../lib/api-client.ts';

/** Who invited whom, for the link's token (400 when it does not work). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => callApi(invitationsCalls.preview, { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** Makes the account and answers its session. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => callApi(invitationsCalls.accept, { body }),
  });
}
