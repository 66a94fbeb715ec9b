import { useMutation } from '@tanstack/react-query';
import { authCalls, type MfaSignInBody } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';

/** The second step of a sign-in, with an app code or a recovery code. */
export function completeMfaSignIn(body: MfaSignInBody) {
  return callApi(authCalls.completeMfa, { body });
}

export function useCompleteMfaSignIn() {
  return useMutation({ mutationFn: completeMfaSignIn });
}
