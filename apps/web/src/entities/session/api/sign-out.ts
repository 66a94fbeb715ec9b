import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

export function signOutRequest(): Promise<void> {
  return api.post<void>('/auth/logout');
}

/**
 * Ends the session: the server is told (best effort; the request carries the token, read before the
 * session is cleared) and the local session is cleared at once, whatever the server answers.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      const request = signOutRequest().catch(() => undefined);
      useAuthStore.getState().logout();
      await request;
    },
  });
}
