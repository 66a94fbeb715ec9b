import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** DELETE /api/users/me/sessions/{id}: signs that device out at once. */
export function endSession(id: string): Promise<void> {
  return api.delete<void>(`/users/me/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
