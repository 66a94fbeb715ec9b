import { useQuery } from '@tanstack/react-query';
import { messagesCalls } from '@kinetic/contracts/messages';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { messageKeys } from './message-keys.ts';

/** How many of the newest messages a conversation shows. */
export const THREAD_PAGE = 100;

/** The newest messages of the conversation (a trainer names the client). */
export function getMessages(clientId: string | undefined) {
  return callApi(messagesCalls.list, { query: { limit: THREAD_PAGE, clientId } });
}

/** A conversation, oldest first as it is read; live events refresh it. */
export function useMessages(clientId: string | undefined) {
  const hasUser = useAuthStore((s) => Boolean(s.user));
  return useQuery({
    queryKey: messageKeys.thread(clientId),
    queryFn: () => getMessages(clientId),
    select: (data) => [...data.messages].reverse(),
    enabled: hasUser,
  });
}
