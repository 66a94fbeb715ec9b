import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
// The plain paths, not the calls' contracts: the worker loads no schemas.
import { API_PREFIX, pathPattern } from '@kinetic/contracts/route';
import { diaryPaths, EVERYDAY_ORDER } from '@kinetic/contracts/diary-paths';
import { workoutPaths } from '@kinetic/contracts/workout-paths';
import { apiCacheName, SESSION_ENDED_MESSAGE } from '../src/lib/api-cache.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/**
 * How long a kept read (a workout, a diary day) waits for the network before it answers from the cache: a gym's slow or
 * half-connected network then still opens the workout at once, and a good one always gets fresh data.
 */
const NETWORK_TIMEOUT_SECONDS = 3;

// The app shell, revisioned by the build: every screen opens without a network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Page paths are the app's router's: they get the cached index.html. API paths never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_PREFIX}(/|$)`)],
  }),
);

const offlineReads = [
  pathPattern(workoutPaths.list),
  pathPattern(workoutPaths.one),
  pathPattern(workoutPaths.plates),
  pathPattern(diaryPaths.day),
  pathPattern(diaryPaths.recentFoods),
];

/**
 * The reads the client's gym mode and food diary need: the workout list and one workout, the plate
 * calculator's bar and plates, a diary
 * day (its targets with it) and the recent foods, and the food picker's everyday list (other food
 * searches are not kept: a phone would fill up with every word typed).
 */
const isOfflineRead = ({ url, request }: { url: URL; request: Request }) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  (offlineReads.some((read) => read.test(url.pathname)) ||
    (url.pathname === diaryPaths.foods &&
      url.searchParams.get('order') === EVERYDAY_ORDER &&
      !url.searchParams.get('search')));

/**
 * The caches of the sessions signed out on this device since the worker started: an answer of one
 * of them that arrives after the sign-out (a read already on its way) is passed on but never kept,
 * so the deleted cache does not come back. (A restarted worker has no read of before on its way.)
 */
const endedCaches = new Set<string>();

const strategies = new Map<string, NetworkFirst>();
function strategyFor(cacheName: string): NetworkFirst {
  let strategy = strategies.get(cacheName);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        // Only the person's own data: a refusal or an error answer is never kept.
        new CacheableResponsePlugin({ statuses: [200] }),
        { cacheWillUpdate: async ({ response }) => (endedCaches.has(cacheName) ? null : response) },
      ],
    });
    strategies.set(cacheName, strategy);
  }
  return strategy;
}

registerRoute(isOfflineRead, async ({ request, event }) => {
  const authorization = request.headers.get('authorization');
  // Without a session there is nothing of anyone's to keep.
  if (!authorization) return fetch(request);
  const cacheName = await apiCacheName(authorization);
  if (endedCaches.has(cacheName)) return fetch(request);
  return strategyFor(cacheName).handle({ request, event });
});

// The page's update prompt asks the waiting version to take over (then the page reloads).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; authorization?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A session signed out on this device (the page deletes the caches too).
  if (data?.type === SESSION_ENDED_MESSAGE && typeof data.authorization === 'string') {
    const { authorization } = data;
    event.waitUntil(
      apiCacheName(authorization).then((cacheName) => {
        endedCaches.add(cacheName);
        strategies.delete(cacheName);
        return caches.delete(cacheName);
      }),
    );
  }
});
// The first install controls the open page at once, so its workout reads are kept from the start.
clientsClaim();
