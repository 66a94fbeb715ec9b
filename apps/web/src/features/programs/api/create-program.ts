import type { Program, ProgramInput } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/programs (201 { program }). */
export function useCreateProgram() {
  return useInvalidatingMutation(
    (body: ProgramInput) => api.post<{ program: Program }>('/programs', body),
    programKeys.all,
  );
}
