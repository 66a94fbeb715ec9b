import { useMutation } from '@tanstack/react-query';
import { programCalls, type AssignProgramInput } from '@kinetic/contracts/programs';
import { callApi } from '../../../lib/api-client.ts';

/**
 * POST /api/programs/{id}/assign/preview: the days the clients already train on and the health
 * warnings, before the coach confirms (nothing is written).
 */
export function usePreviewAssignment() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AssignProgramInput }) =>
      callApi(programCalls.assignPreview, { params: { id }, body }),
  });
}
