import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 5 * 60 * 1000 },
    },
  });
}

export const queryClient = createQueryClient();

// Whatever was cached for one user must not be shown to the next one.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && state.token !== previous.token)
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'public-config' });
});
