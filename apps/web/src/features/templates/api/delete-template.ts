import { templateKeys } from '../../../entities/templates/api/template-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/templates/{id} (204, the owner's only); the workouts made from it stay. */
export function useDeleteTemplate() {
  return useInvalidatingMutation(
    (id: string) => api.delete<void>(`/templates/${encodeURIComponent(id)}`),
    templateKeys.all,
  );
}
