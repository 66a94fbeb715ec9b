import { useInfiniteQuery } from '@tanstack/react-query';
import { sessionsCalls } from '@kinetic/contracts/security';
import { pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /api/users/me/sessions: the devices signed in to the account, a page at a time. */
export const sessionsQueryOptions = () =>
  pagedQueryOptions({
    queryKey: ['account', 'sessions'],
    call: sessionsCalls.list,
    key: 'sessions',
  });

export function useSessions() {
  return useInfiniteQuery(sessionsQueryOptions());
}
