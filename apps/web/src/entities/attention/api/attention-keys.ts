/** The query keys of the coach's signal: who needs attention, and a client's adherence. */
export const attentionKeys = {
  all: ['attention'] as const,
  list: ['attention', 'list'] as const,
  adherence: (clientId: string) => ['attention', 'adherence', clientId] as const,
};
