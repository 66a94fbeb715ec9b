import { useMutation } from '@tanstack/react-query';
import type { LoginAnswer, LoginBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** The session, or (two-step sign-in on) a token for the code step. */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
