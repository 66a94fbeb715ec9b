import { useMutation } from '@tanstack/react-query';
import { usersCalls, type PasswordChange } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';

/** Needs the current password; the user's other sessions end. */
export function changePassword(body: PasswordChange) {
  return callApi(usersCalls.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
