import { programCalls, type ProgramInput } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** PUT /api/programs/{id} ({ program }): the name, length and every day at once. */
export function useUpdateProgram() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: ProgramInput }) =>
      callApi(programCalls.update, { params: { id }, body }),
    programKeys.all,
  );
}
