import { useMutation } from '@tanstack/react-query';
import { authCalls, type ResetPasswordBody } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody) {
  return callApi(authCalls.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
