import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { messagesCalls, type InboxAnswer } from '@kinetic/contracts/messages';
import { messageKeys } from '../../../entities/messages/api/message-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/** Conversations per call. */
export const INBOX_PAGE = 50;

/** One page of the trainer's conversations, optionally by client name. */
export function getInbox(search: string, offset: number) {
  return callApi(messagesCalls.inbox, {
    query: { limit: INBOX_PAGE, offset, search: search || undefined },
  });
}

/** The trainer's inbox, page by page ('Load more'); live messages refresh it. */
export function useInbox(search: string) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: messageKeys.inbox(search),
      queryFn: ({ pageParam }) => getInbox(search, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: InboxAnswer, pages: InboxAnswer[]) => {
        const loaded = pages.reduce((n, p) => n + p.conversations.length, 0);
        return last.conversations.length > 0 && loaded < last.total ? loaded : undefined;
      },
    }),
    placeholderData: keepPreviousData,
  });
}
