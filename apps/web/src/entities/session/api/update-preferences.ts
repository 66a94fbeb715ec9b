import { useMutation } from '@tanstack/react-query';
import type { User } from '@kinetic/contracts/auth';
import type { PreferencesInput } from '@kinetic/contracts/preferences';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** PUT /api/users/preferences: the unit, time zone and rest between sets the user trains with. */
export function updatePreferences(body: PreferencesInput) {
  return api.put<{ user: User }>('/users/preferences', body);
}

/** Saves the preferences and puts the answer in the session store (the screens that use them). */
export function useUpdatePreferences() {
  const updateUser = useAuthStore((s) => s.updateUser);
  return useMutation({ mutationFn: updatePreferences, onSuccess: ({ user }) => updateUser(user) });
}
