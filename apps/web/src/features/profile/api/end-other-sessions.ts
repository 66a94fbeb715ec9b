import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** DELETE /api/users/me/sessions: signs out every device but this one. */
export function endOtherSessions(): Promise<void> {
  return api.delete<void>('/users/me/sessions');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
