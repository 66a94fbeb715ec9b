import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedCalls, type CalendarFeedAnswer } from '@kinetic/contracts/calendar-feeds';
import { callApi } from '../../../lib/api-client.ts';

/** Whether the signed-in person's calendar feed is on (its link is never read back). */
export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'calendar-feed'],
    queryFn: () => callApi(calendarFeedCalls.state),
  });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** Turns the feed on, or replaces its link: answers the new link, shown this once. */
export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarFeedCalls.turnOn),
    onSuccess: ({ feed }) =>
      queryClient.setQueryData<CalendarFeedAnswer>(calendarFeedQueryOptions().queryKey, { feed }),
  });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarFeedCalls.turnOff),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedAnswer>(calendarFeedQueryOptions().queryKey, {
        feed: { on: false, turnedOnAt: null },
      }),
  });
}
