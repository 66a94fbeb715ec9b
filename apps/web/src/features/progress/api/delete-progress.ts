import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/progress/{id} (204). */
export function useDeleteProgress() {
  return useInvalidatingMutation(
    (id: string) => api.delete<void>(`/progress/${encodeURIComponent(id)}`),
    progressKeys.all,
  );
}
