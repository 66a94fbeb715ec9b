import type { ProposalQuery } from '@kinetic/contracts/nutrition';

/** The query keys of nutrition: a person's body data, targets and a trainer's proposal. */
export const nutritionKeys = {
  all: ['nutrition'] as const,
  body: ['nutrition', 'body'] as const,
  own: ['nutrition', 'own'] as const,
  ofClient: (clientId: string) => ['nutrition', 'client', clientId] as const,
  proposal: (clientId: string, query: ProposalQuery) => ['nutrition', 'proposal', clientId, query] as const,
};
