import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** Ends the session from the two-step setup screen (outside the layout and its user menu). */
export function useSignOut() {
  return useMutation({
    mutationFn: async () => {
      const request = api.post<void>('/auth/logout').catch(() => undefined);
      useAuthStore.getState().logout();
      await request;
    },
  });
}
