import { templateCalls } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/workouts/{id}/template (201 { template }): a private template of the workout's plan. */
export function useSaveAsTemplate() {
  return useInvalidatingMutation(
    ({ workoutId, name }: { workoutId: string; name: string }) =>
      callApi(templateCalls.fromWorkout, { params: { id: workoutId }, body: { name } }),
    templateKeys.all,
    { wait: false },
  );
}
