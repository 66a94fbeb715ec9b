import { useMutation } from '@tanstack/react-query';
import type { AuthAnswer, RegisterBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** Registration always asks for the client role only (the form has no role picker). */
export function register(body: RegisterBody): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/auth/register', { ...body, roles: ['CLIENT'] });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
