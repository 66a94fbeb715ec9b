import { useMutation } from '@tanstack/react-query';
import { usersCalls } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** A trainer adds the client role to themselves. */
export function addClientRole() {
  return callApi(usersCalls.addClientRole, { body: { role: 'CLIENT' } });
}

/** Adds the role and puts the answer in the session store, so Switch Role offers client at once. */
export function useAddClientRole() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: addClientRole, onSuccess: ({ user }) => updateUser(user) });
}
