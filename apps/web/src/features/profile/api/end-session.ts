import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsCalls } from '@kinetic/contracts/security';
import { callApi } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** Signs that device out at once. */
export function endSession(id: string) {
  return callApi(sessionsCalls.end, { params: { id } });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
