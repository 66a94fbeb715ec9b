import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout, WorkoutInput } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

export function updateWorkout({
  id,
  body,
}: {
  id: string;
  body: WorkoutInput;
}): Promise<{ workout: Workout }> {
  return api.put<{ workout: Workout }>(`/workouts/${encodeURIComponent(id)}`, body);
}

/** PUT /api/workouts/{id} ({ workout }; 409 once completed); the trainer's workout lists are re-fetched. */
export function useUpdateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkout,
    // Not awaited: the builder leaves the page at once; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}
