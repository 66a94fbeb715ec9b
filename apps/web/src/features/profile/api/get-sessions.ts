import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListAnswer } from '@kinetic/contracts/security';
import { api } from '../../../lib/api-client.ts';

/** GET /api/users/me/sessions: the devices signed in to the account. */
export function getSessions(): Promise<SessionListAnswer> {
  return api.get<SessionListAnswer>('/users/me/sessions');
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'], queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
