import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authCalls } from '@kinetic/contracts/auth';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

export function getMe() {
  return callApi(authCalls.me);
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: getMe, staleTime: 60_000, refetchInterval: 5 * 60_000 });

/**
 * Keeps the stored user as the server has it now: roles, name and trainer changed by a consultant
 * show up, and a session ended elsewhere (401) sends the browser to /login.
 */
export function useRefreshSession() {
  const token = useAuthStore((s) => s.token);
  const updateUser = useAuthStore((s) => s.updateUser);
  const { data } = useQuery({ ...meQueryOptions(), enabled: Boolean(token) });
  useEffect(() => {
    if (data?.user) updateUser(data.user);
  }, [data, updateUser]);
}
