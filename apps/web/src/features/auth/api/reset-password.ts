import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
