import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
