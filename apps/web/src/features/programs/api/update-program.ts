import type { Program, ProgramInput } from '@kinetic/contracts/programs';
import { programKeys } from '../../../entities/programs/api/program-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** PUT /api/programs/{id} ({ program }): the name, length and every day at once. */
export function useUpdateProgram() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: ProgramInput }) =>
      api.put<{ program: Program }>(`/programs/${encodeURIComponent(id)}`, body),
    programKeys.all,
  );
}
