import { useMutation } from '@tanstack/react-query';
import type { CopiesAnswer, CopiesInput } from '@kinetic/contracts/calendar';
import { workoutCalls } from '@kinetic/contracts/workout-calls';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { workoutKeys } from './workout-keys.ts';

/** POST /api/workouts/{id}/copies (201 { workouts }): one copy per client and date, all or none. */
export function copyWorkouts(id: string, body: CopiesInput): Promise<CopiesAnswer> {
  return callApi(workoutCalls.copies, { params: { id }, body });
}

export function useCopyWorkouts() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CopiesInput }) => copyWorkouts(id, body),
    workoutKeys.all,
    { wait: false },
  );
}

/**
 * POST /api/workouts/{id}/copies/preview: the workouts already on those clients' days and the health
 * warnings, before the copies are made (nothing is written).
 */
export function usePreviewCopies() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CopiesInput }) =>
      callApi(workoutCalls.copiesPreview, { params: { id }, body }),
  });
}
