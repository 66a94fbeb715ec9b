import { useMutation } from '@tanstack/react-query';
import type { CopiesAnswer, CopiesInput } from '@kinetic/contracts/calendar';
import { templateCalls } from '@kinetic/contracts/templates';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { workoutKeys } from '../../workouts/api/workout-keys.ts';

/** POST /api/templates/{id}/schedule (201 { workouts }): one workout per client and day, all or none. */
export function scheduleTemplate(id: string, body: CopiesInput): Promise<CopiesAnswer> {
  return callApi(templateCalls.schedule, { params: { id }, body });
}

export function useScheduleTemplate() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: CopiesInput }) => scheduleTemplate(id, body),
    workoutKeys.all,
    { wait: false },
  );
}

/**
 * POST /api/templates/{id}/schedule/preview: the workouts already on those clients' days and the
 * health warnings, before the template is scheduled (nothing is written).
 */
export function usePreviewTemplateSchedule() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CopiesInput }) =>
      callApi(templateCalls.schedulePreview, { params: { id }, body }),
  });
}
