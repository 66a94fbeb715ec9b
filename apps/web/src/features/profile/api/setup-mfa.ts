import { useMutation } from '@tanstack/react-query';
import type { MfaSetupAnswer } from '@kinetic/contracts/security';
import { api } from '../../../lib/api-client.ts';

/** POST /api/users/me/mfa/setup: a new secret for the authenticator app, not in use yet. */
export function setupMfa(): Promise<MfaSetupAnswer> {
  return api.post<MfaSetupAnswer>('/users/me/mfa/setup');
}

export function useSetupMfa() {
  return useMutation({ mutationFn: setupMfa });
}
