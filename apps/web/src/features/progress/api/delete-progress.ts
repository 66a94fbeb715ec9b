import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { progressKeys } from '../../../entities/progress/api/progress-keys.ts';

export function deleteProgress(id: string): Promise<void> {
  return api.delete<void>(`/progress/${encodeURIComponent(id)}`);
}

/** DELETE /api/progress/{id} (204). */
export function useDeleteProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKeys.all }),
  });
}
