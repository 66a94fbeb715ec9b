import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from './auth-store.ts';
import { publicConfigQueryOptions } from './public-config.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 5 * 60 * 1000 },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Empties `client` whenever a session ends or changes hands, so that whatever was cached for one
 * user is never shown to the next one (the public config, the same for all, stays). Answers the
 * unsubscribe.
 */
export function purgeOnSessionChange(client: QueryClient): () => void {
  const [publicConfig] = publicConfigQueryOptions.queryKey;
  return useAuthStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token)
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== publicConfig });
  });
}
