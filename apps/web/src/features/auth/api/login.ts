import { useMutation } from '@tanstack/react-query';
import { authCalls, type LoginBody } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';

/** The session, or (two-step sign-in on) a token for the code step. */
export function login(body: LoginBody) {
  return callApi(authCalls.login, { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
