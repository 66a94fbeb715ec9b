import { useQuery } from '@tanstack/react-query';
import { CALENDAR_DAYS_MAX, calendarCalls } from '@kinetic/contracts/calendar';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { isCompletedWorkout } from '../../../entities/workouts/lib/workout-status.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';

/**
 * The signed-in client's next workout: the earliest one not yet completed, scheduled from today on,
 * read from their calendar (GET /api/calendar, the longest range it answers, which comes by date).
 * Their own id is named, so a trainer who is also a client reads their own workouts. null: none.
 */
export function useNextWorkout() {
  const ownId = useAuthStore((s) => s.user?.id ?? '');
  const from = todayCalendarDate();
  const to = shiftCalendarDate(from, CALENDAR_DAYS_MAX - 1);
  return useQuery({
    queryKey: workoutKeys.calendar(from, to, ownId),
    queryFn: () => callApi(calendarCalls.read, { query: { from, to, clientId: ownId } }),
    enabled: ownId !== '',
    select: (answer) => answer.workouts.find((w) => !isCompletedWorkout(w)) ?? null,
  });
}
