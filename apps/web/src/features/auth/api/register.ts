import { useMutation } from '@tanstack/react-query';
import { authCalls, type RegisterBody } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';

/** Registration always asks for the client role only (the form has no role picker). */
export function register(body: RegisterBody) {
  return callApi(authCalls.register, { body: { ...body, roles: ['CLIENT'] } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
