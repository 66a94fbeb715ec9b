import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, LoginBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
