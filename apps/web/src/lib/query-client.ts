import { QueryClient } from '@tanstack/react-query';
import { deleteApiCaches } from './api-cache.ts';
import { useAuthStore } from './auth-store.ts';
import { publicConfigQueryOptions } from './public-config.ts';
import { endSessionInServiceWorker } from './service-worker.ts';
import { holdWriteQueue, purgeWriteQueue } from './write-queue.ts';

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
 * service worker's cached API answers. Writes still waiting on the device are deleted when someone
 * signs out or another person signs in; a session the server ended keeps its person's, sent when
 * they sign in again (what a client entered offline is never lost to an expired session). Answers
 * the unsubscribe.
 */
export function purgeOnSessionChange(client: QueryClient): () => void {
  const [publicConfig] = publicConfigQueryOptions.queryKey;
  return useAuthStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== publicConfig });
      endSessionInServiceWorker(previous.token);
      void deleteApiCaches();
      if (state.sessionEnded) holdWriteQueue();
      else void purgeWriteQueue(state.user?.id);
    } else if (state.user && state.user.id !== previous.user?.id) {
      void purgeWriteQueue(state.user.id);
    }
  });
}
