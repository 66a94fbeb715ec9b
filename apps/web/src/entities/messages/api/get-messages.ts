import { useQuery } from '@tanstack/react-query';
import type { MessageListAnswer } from '@kinetic/contracts/messages';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { messageKeys } from './message-keys.ts';

/** How many of the newest messages a conversation shows. */
export const THREAD_PAGE = 100;

/** GET /api/messages: the newest messages of the conversation (a trainer names the client). */
export function getMessages(clientId: string | undefined): Promise<MessageListAnswer> {
  const query = new URLSearchParams({ limit: String(THREAD_PAGE) });
  if (clientId) query.set('clientId', clientId);
  return api.get<MessageListAnswer>(`/messages?${query.toString()}`);
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
