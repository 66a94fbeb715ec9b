import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsCalls } from '@kinetic/contracts/security';
import { callApi } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

/** Signs out every device but this one. */
export function endOtherSessions() {
  return callApi(sessionsCalls.endOthers);
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
