import { useMutation } from '@tanstack/react-query';
import { authCalls, type ForgotPasswordBody } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';

export function forgotPassword(body: ForgotPasswordBody) {
  return callApi(authCalls.forgotPassword, { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
