import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { apiCacheName } from '../src/lib/api-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/**
 * How long a workout read waits for the network before it answers from the cache: a gym's slow or
 * half-connected network then still opens the workout at once, and a good one always gets fresh data.
 */
const NETWORK_TIMEOUT_SECONDS = 3;

// The app shell, revisioned by the build: every screen opens without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Page paths are the app's router's: they get the cached index.html. API paths never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/** The reads the client's gym mode needs: the workout list and one workout. */
const isWorkoutRead = ({ url, request }: { url: URL; request: Request }) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  /^\/api\/workouts(\/[^/]+)?$/.test(url.pathname);

const strategies = new Map<string, NetworkFirst>();
function strategyFor(cacheName: string): NetworkFirst {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // Only the person's own data: a refusal or an error answer is never kept.
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

registerRoute(isWorkoutRead, async ({ request, event }) => {
  const authorization = request.headers.get('authorization');
  // Without a session there is nothing of anyone's to keep.
  if (!authorization) return fetch(request);
  return strategyFor(await apiCacheName(authorization)).handle({ request, event });
});

// The page's update prompt asks the waiting version to take over (then the page reloads).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the open page at once, so its workout reads are kept from the start.
clientsClaim();
