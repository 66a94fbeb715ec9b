import { programCalls, type ProgramInput } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/programs (201 { program }). */
export function useCreateProgram() {
  return useInvalidatingMutation(
    (body: ProgramInput) => callApi(programCalls.create, { body }),
    programKeys.all,
  );
}
