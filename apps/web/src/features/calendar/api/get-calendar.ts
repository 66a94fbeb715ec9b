import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { calendarCalls } from '@kinetic/contracts/calendar';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** The workouts from `from` to `to` (a trainer's clients', one of them, or the caller's own). */
export const calendarQueryOptions = (from: string, to: string, clientId: string | null) =>
  queryOptions({
    queryKey: workoutKeys.calendar(from, to, clientId),
    queryFn: () => callApi(calendarCalls.read, { query: { from, to, clientId: clientId ?? undefined } }),
    // The previous range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCalendar(from: string, to: string, clientId: string | null) {
  return useQuery(calendarQueryOptions(from, to, clientId));
}
