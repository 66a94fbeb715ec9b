import type { CopiesAnswer, CopiesInput } from '@kinetic/contracts/calendar';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { workoutKeys } from '../../workouts/api/workout-keys.ts';

/** POST /api/templates/{id}/schedule (201 { workouts }): one workout per client and day, all or none. */
export function scheduleTemplate(id: string, body: CopiesInput): Promise<CopiesAnswer> {
  return api.post<CopiesAnswer>(`/templates/${encodeURIComponent(id)}/schedule`, body);
}

export function useScheduleTemplate() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CopiesInput }) => scheduleTemplate(id, body),
    workoutKeys.all,
    { wait: false },
  );
}
