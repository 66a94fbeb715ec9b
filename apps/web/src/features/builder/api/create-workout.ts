import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workout, WorkoutInput } from '@kinetic/contracts/workouts';
import { api } from '../../../lib/api-client.ts';
import { workoutKeys } from '../../../entities/workouts/api/workout-keys.ts';

export function createWorkout(body: WorkoutInput): Promise<{ workout: Workout }> {
  return api.post<{ workout: Workout }>('/workouts', body);
}

/** POST /api/workouts (201 { workout }); the trainer's workout lists are re-fetched. */
export function useCreateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkout,
    // Not awaited: the builder leaves the page at once; the lists refresh behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: workoutKeys.all });
    },
  });
}
