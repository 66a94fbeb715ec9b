import { useMutation } from '@tanstack/react-query';
import type { PreferencesInput } from '@kinetic/contracts/preferences';
import { usersCalls } from '@kinetic/contracts/users';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** The unit, time zone and rest between sets the user trains with. */
export function updatePreferences(body: PreferencesInput) {
  return callApi(usersCalls.setPreferences, { body });
}

/** Saves the preferences and puts the answer in the session store (the screens that use them). */
export function useUpdatePreferences() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: updatePreferences, onSuccess: ({ user }) => updateUser(user) });
}
