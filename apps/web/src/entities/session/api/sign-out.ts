import { useMutation } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { revokeSession } from '../../../lib/session-revocation.ts';

/**
 * Ends the session on this device at once, online or not: the store is cleared, and with it (see
 * `purgeOnSessionChange`) the cached answers, the service worker's caches and the writes waiting on
 * the device. The server is told now if it can be, else when the network comes back
 * (`revokeSession`). Resolves once this first attempt to tell it is over.
 */
export function signOut(): Promise<void> {
  const { token, logout } = useAuthStore.getState();
  logout();
  return token ? revokeSession(token) : Promise.resolve();
}

/**
 * `signOut` for a screen that waits for the server's answer. Runs offline too: a mutation would
 * otherwise wait for the network before signing out at all.
 */
export function useSignOut() {
  return useMutation({ mutationFn: signOut, networkMode: 'always' });
}
