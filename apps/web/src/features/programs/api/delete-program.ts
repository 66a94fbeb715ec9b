import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/programs/{id} (204); the workouts it scheduled stay. */
export function useDeleteProgram() {
  return useInvalidatingMutation(
    (id: string) => api.delete<void>(`/programs/${encodeURIComponent(id)}`),
    programKeys.all,
  );
}
