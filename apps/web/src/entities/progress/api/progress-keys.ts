/** The query keys of progress entries: the client's own and a trainer's view of one client's. */
export const progressKeys = {
  all: ['progress'] as const,
  mine: ['progress', 'mine'] as const,
  ofClient: (clientId: string) => ['progress', 'client', clientId] as const,
};
