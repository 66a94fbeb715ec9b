import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CopyWorkoutInput, Workout } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

export function copyWorkout({
  id,
  body,
}: {
  id: string;
  body: CopyWorkoutInput;
}): Promise<{ workout: Workout }> {
  return api.post<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}/copy`, body);
}

/** POST /api/workouts/{id}/copy (201 { workout }): a new scheduled workout for the chosen client. */
export function useCopyWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyWorkout,
    // Not awaited: the builder leaves the page at once; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}
