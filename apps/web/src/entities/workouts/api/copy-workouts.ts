import type { CopiesAnswer, CopiesInput } from '@kinetic/contracts/calendar';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { workoutKeys } from './workout-keys.ts';

/** POST /api/workouts/{id}/copies (201 { workouts }): one copy per client and date, all or none. */
export function copyWorkouts(id: string, body: CopiesInput): Promise<CopiesAnswer> {
  return api.post<CopiesAnswer>(`/workouts/${encodeURIComponent(id)}/copies`, body);
}

export function useCopyWorkouts() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CopiesInput }) => copyWorkouts(id, body),
    workoutKeys.all,
    { wait: false },
  );
}
