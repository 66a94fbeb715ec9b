import { templateCalls } from '@kinetic/contracts/templates';
import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/templates/{id} (204, the owner's only); the workouts made from it stay. */
export function useDeleteTemplate() {
  return useInvalidatingMutation(
    (id: string) => callApi(templateCalls.remove, { params: { id } }),
    templateKeys.all,
  );
}
