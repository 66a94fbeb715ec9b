/** The query keys of conversations: a client's own, or a trainer's with one client. */
export const messageKeys = {
  all: ['messages'] as const,
  thread: (clientId: string | undefined) => ['messages', 'thread', clientId ?? 'mine'] as const,
};
