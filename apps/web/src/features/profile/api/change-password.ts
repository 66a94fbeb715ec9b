import { useMutation } from '@tanstack/react-query';
import type { PasswordChange } from '@kinetic/contracts/users';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/users/password: needs the current password; the user's other sessions end. */
export function changePassword(body: PasswordChange) {
  return api.put<{ message: string }>('/users/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
