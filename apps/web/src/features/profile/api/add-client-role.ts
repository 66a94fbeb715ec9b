import { useMutation } from '@tanstack/react-query';
import type { User } from '@kinetic/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST /api/users/add-role: a trainer adds the client role to themselves. */
export function addClientRole() {
  return api.post<{ user: User }>('/users/add-role', { role: 'CLIENT' });
}

/** Adds the role and puts the answer in the session store, so Switch Role offers client at once. */
export function useAddClientRole() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: addClientRole, onSuccess: ({ user }) => updateUser(user) });
}
