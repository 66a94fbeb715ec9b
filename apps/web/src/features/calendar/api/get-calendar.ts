import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarAnswer } from '@kinetic/contracts/calendar';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/calendar: the workouts from `from` to `to` (a trainer's clients', one of them, or the caller's own). */
export const calendarQueryOptions = (from: string, to: string, clientId: string | null) =>
  queryOptions({
    queryKey: workoutKeys.calendar(from, to, clientId),
    queryFn: () => {
      const query = new URLSearchParams({ from, to, ...(clientId ? { clientId } : {}) });
      return api.get<CalendarAnswer>(`/calendar?${query.toString()}`);
    },
    // The previous range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCalendar(from: string, to: string, clientId: string | null) {
  return useQuery(calendarQueryOptions(from, to, clientId));
}
