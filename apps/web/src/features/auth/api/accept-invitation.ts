import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthAnswer } from '@kinetic/contracts/auth';
import type { AcceptInvitationBody, InvitationPreview } from '@kinetic/contracts/invitations';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/invitation: who invited whom, for the link's token (400 when it does not work). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => api.post<{ invitation: InvitationPreview }>('/auth/invitation', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** POST /api/auth/accept-invitation: makes the account and answers its session. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => api.post<AuthAnswer>('/auth/accept-invitation', body),
  });
}
