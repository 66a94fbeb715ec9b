import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pathOf } from '@kinetic/contracts/route';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { platesQueryOptions } from '../../../entities/plates/api/plates.ts';
import { workoutAnswerQueryOptions } from '../../../entities/workouts/api/get-workout.ts';
import { apiCacheName } from '../../../lib/api-cache.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { serviceWorkerControlling } from '../../../lib/service-worker.ts';
import { clientWorkoutsQueryOptions } from '../api/client-get-workouts.ts';

/** How far ahead the gym mode keeps the client's workouts on the device. */
export const OFFLINE_DAYS_AHEAD = 14;
/** Pages of the scheduled list read at most (newest date first) to reach today. */
const MAX_PAGES = 4;

/**
 * Reads the client's scheduled list, each workout of the next 14 days and the plate calculator's bar
 * and plates through the service worker,
 * which keeps the answers (sw/sw.ts): the list and those workouts then open in a gym without a
 * network. The reads go to the network (staleTime 0) even when the screen has them already.
 */
export async function keepWorkoutsOffline(queryClient: QueryClient, today = todayCalendarDate()) {
  await serviceWorkerControlling();
  const last = shiftCalendarDate(today, OFFLINE_DAYS_AHEAD);
  const list = clientWorkoutsQueryOptions('SCHEDULED');
  let data = await queryClient.fetchInfiniteQuery({ ...list, staleTime: 0 });
  // Newest date first: read on until the pages reach dates before today.
  const oldest = (page: WorkoutListAnswer | undefined) => page?.workouts.at(-1)?.scheduledDate ?? '';
  while (data.pages.length < MAX_PAGES && oldest(data.pages.at(-1)) >= today) {
    const next = list.getNextPageParam(data.pages.at(-1)!, data.pages, 0, []);
    if (next === undefined) break;
    data = await queryClient.fetchInfiniteQuery({ ...list, staleTime: 0, pages: data.pages.length + 1 });
  }
  const upcoming = data.pages
    .flatMap((page) => page.workouts)
    .filter((w) => w.scheduledDate !== null && w.scheduledDate >= today && w.scheduledDate <= last);
  await Promise.all([
    ...upcoming.map((w) => queryClient.fetchQuery({ ...workoutAnswerQueryOptions(w.id), staleTime: 0 })),
    queryClient.fetchQuery({ ...platesQueryOptions(), staleTime: 0 }),
  ]);
}

/**
 * Runs `task` once the page has nothing more urgent to do (at the latest after `timeout` ms); answers
 * a function that cancels it. Browsers without requestIdleCallback (Safari) wait a second.
 */
function whenIdle(task: () => void, timeout = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * While a client is signed in: keeps their coming workouts on the device, once the app has started
 * and when back online. Not before the first screen: it reads the list and up to two weeks of
 * workouts, work that a slow phone would otherwise do before showing what was asked. Not offline
 * either (there is nothing newer to keep): the 'online' event starts it.
 */
export function useKeepWorkoutsOffline() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id);
  useEffect(() => {
    if (!userId) return;
    // Refused or cut off, the cache keeps what it had; the next 'online' tries again.
    const keep = () => void keepWorkoutsOffline(queryClient).catch(() => undefined);
    const cancel = navigator.onLine ? whenIdle(keep) : () => undefined;
    window.addEventListener('online', keep);
    return () => {
      cancel();
      window.removeEventListener('online', keep);
    };
  }, [queryClient, userId]);
}

/** Whether the service worker's cache of this session holds the workout's answer. */
async function isKept(id: string): Promise<boolean> {
  const { token } = useAuthStore.getState();
  if (!token) return true;
  const name = await apiCacheName(`Bearer ${token}`);
  if (!(await caches.has(name))) return false;
  const cache = await caches.open(name);
  return (await cache.match(pathOf(workoutCalls.one, { id }))) !== undefined;
}

/**
 * Keeps one workout on the device however it was opened: a link (a notification, a mail, a bookmark)
 * loads the page directly, and on a first visit, or a load the worker did not answer, the workout is
 * read before the service worker controls the page, so the worker never saw the answer (and a
 * workout outside the coming two weeks is not in the list's keep). Once the worker controls the
 * page, the workout is read again through it, unless its cache already holds it.
 */
export async function keepWorkoutOffline(queryClient: QueryClient, id: string) {
  // Nothing keeps it without a worker (development, tests, a browser without one).
  if (!import.meta.env.PROD || typeof caches === 'undefined' || !('serviceWorker' in navigator)) return;
  await serviceWorkerControlling();
  if (await isKept(id)) return;
  await queryClient.fetchQuery({ ...workoutAnswerQueryOptions(id), staleTime: 0 });
}

/** While online, keeps the workout on the screen (`id`, once shown) on the device. */
export function useKeepWorkoutOffline(id: string, shown: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shown || !navigator.onLine) return;
    void keepWorkoutOffline(queryClient, id).catch(() => undefined);
  }, [queryClient, id, shown]);
}
