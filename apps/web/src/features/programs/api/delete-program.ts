import { programCalls } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** DELETE /api/programs/{id} (204); the workouts it scheduled stay. */
export function useDeleteProgram() {
  return useInvalidatingMutation(
    (id: string) => callApi(programCalls.remove, { params: { id } }),
    programKeys.all,
  );
}
