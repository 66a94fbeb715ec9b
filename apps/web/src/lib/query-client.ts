import { QueryClient } from '@tanstack/react-query';
import { deleteApiCaches } from './api-cache.ts';
import { useAuthStore } from './auth-store.ts';
import { publicConfigQueryOptions } from './public-config.ts';
import { purgeWriteQueue } from './write-queue.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        gcTime: 5 * 60 * 1000,
        // Offline, a read still goes out once: the service worker answers the gym's reads from its cache.
        networkMode: 'offlineFirst',
      },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Empties `client` whenever a session ends or changes hands, so that whatever was cached for one
 * user is never shown to the next one (the public config, the same for all, stays), and deletes the
 * service worker's cached API answers and the writes still waiting on the device. Answers the
 * unsubscribe.
 */
export function purgeOnSessionChange(client: QueryClient): () => void {
  const [publicConfig] = publicConfigQueryOptions.queryKey;
  return useAuthStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== publicConfig });
      void deleteApiCaches();
      void purgeWriteQueue();
    }
  });
}
