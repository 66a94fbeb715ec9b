import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressEntry, ProgressInput } from '@kinetic/contracts/progress';
import { api } from '../../../lib/api-client.ts';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';

export function createProgress(input: ProgressInput): Promise<{ entry: ProgressEntry }> {
  return api.post<{ entry: ProgressEntry }>('/progress', input);
}

/** POST /api/progress: logs a measurement; the server sets its category from the type. */
export function useCreateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
