import type { TemplateAnswer } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/workouts/{id}/template (201 { template }): a private template of the workout's plan. */
export function useSaveAsTemplate() {
  return useInvalidatingMutation(
    ({ workoutId, name }: { workoutId: string; name: string }) =>
      api.post<TemplateAnswer>(`/workouts/${encodeURIComponent(workoutId)}/template`, { name }),
    templateKeys.all,
    { wait: false },
  );
}
