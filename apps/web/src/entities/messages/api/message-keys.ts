/**
 * The query keys of conversations: a client's own, a trainer's with one client, and a trainer's
 * inbox (a live message refreshes them all).
 */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (clientId: string | undefined) => ['messages', 'thread', clientId ?? 'mine'] as const,
  inbox: (search: string) => ['messages', 'inbox', search] as const,
};
