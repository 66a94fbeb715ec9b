import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkoutListAnswer } from '@kinetic/contracts/workout-lists';
import { workoutAnswerQueryOptions } from '../../../entities/workouts/api/get-workout.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { serviceWorkerControlling } from '../../../lib/service-worker.ts';
import { clientWorkoutsQueryOptions } from '../api/client-get-workouts.ts';

/** How far ahead the gym mode keeps the client's workouts on the device. */
export const OFFLINE_DAYS_AHEAD = 14;
/** Pages of the scheduled list read at most (newest date first) to reach today. */
const MAX_PAGES = 4;

/**
 * Reads the client's scheduled list and each workout of the next 14 days through the service worker,
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
  await Promise.all(
    upcoming.map((w) => queryClient.fetchQuery({ ...workoutAnswerQueryOptions(w.id), staleTime: 0 })),
  );
}

/** While a client is signed in: keeps their coming workouts on the device, at start and when back online. */
export function useKeepWorkoutsOffline() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id);
  useEffect(() => {
    if (!userId) return;
    // Offline or refused, the cache keeps what it had; the next 'online' tries again.
    const keep = () => void keepWorkoutsOffline(queryClient).catch(() => undefined);
    keep();
    window.addEventListener('online', keep);
    return () => window.removeEventListener('online', keep);
  }, [queryClient, userId]);
}
