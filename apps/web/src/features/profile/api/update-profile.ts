import { useMutation } from '@tanstack/react-query';
import type { User } from '@kinetic/contracts/auth';
import type { ProfileUpdate } from '@kinetic/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** PUT /api/users/profile: the signed-in user's first and last name. */
export function updateProfile(body: ProfileUpdate) {
  return api.put<{ user: User }>('/users/profile', body);
}

/** Saves the names and puts the answer in the session store (menu, greeting). */
export function useUpdateProfile() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: updateProfile, onSuccess: ({ user }) => updateUser(user) });
}
