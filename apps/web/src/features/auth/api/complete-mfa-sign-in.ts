import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, MfaSignInBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/mfa: the second step of a sign-in, with an app code or a recovery code. */
export function completeMfaSignIn(body: MfaSignInBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/auth/mfa', body);
}

export function useCompleteMfaSignIn() {
  return useMutation({ mutationFn: completeMfaSignIn });
}
