import { useAuthStore } from '../../../lib/auth-store.ts';

/** After the server turned two-step sign-in on or off, the stored user shows it without a reload. */
export function setStoredMfaEnabled(mfaEnabled: boolean) {
  const { user, updateUser } = useAuthStore.getState();
  if (user) updateUser({ ...user, mfaEnabled });
}
