import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarAnswer } from '@kinetic/contracts/calendar';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

export interface Reschedule {
  id: string;
  scheduledDate: string;
}

/**
 * PATCH /api/workouts/{id}/schedule. The workout moves on every calendar on screen at once; if the
 * server refuses, the calendars are put back as they were. Every workout list refreshes after.
 */
export function useRescheduleWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scheduledDate }: Reschedule) =>
      callApi(workoutCalls.reschedule, { params: { id }, body: { scheduledDate } }),
    onMutate: async ({ id, scheduledDate }) => {
      await queryClient.cancelQueries({ queryKey: workoutKeys.calendars });
      const before = queryClient.getQueriesData<CalendarAnswer>({ queryKey: workoutKeys.calendars });
      queryClient.setQueriesData<CalendarAnswer>({ queryKey: workoutKeys.calendars }, (data) =>
        data ? { workouts: data.workouts.map((w) => (w.id === id ? { ...w, scheduledDate } : w)) } : data,
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workoutKeys.all }),
  });
}
