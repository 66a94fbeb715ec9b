import { useMutation } from '@tanstack/react-query';
import { usersCalls, type ProfileUpdate } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** The signed-in user's first and last name. */
export function updateProfile(body: ProfileUpdate) {
  return callApi(usersCalls.updateProfile, { body });
}

/** Saves the names and puts the answer in the session store (menu, greeting). */
export function useUpdateProfile() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => updateUser(user) });
}
