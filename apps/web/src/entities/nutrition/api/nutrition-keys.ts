import type { ProposalQuery } from '@kinetic/contracts/nutrition';

/** The query keys of nutrition: a person's body data, targets, food diary and a trainer's proposal. */
export const nutritionKeys = {
  all: ['nutrition'] as const,
  body: ['nutrition', 'body'] as const,
  own: ['nutrition', 'own'] as const,
  ofClient: (clientId: string) => ['nutrition', 'client', clientId] as const,
  /** The client's own diary: every day under `diary`, and the recent foods. */
  diary: ['nutrition', 'diary'] as const,
  diaryDay: (date: string) => ['nutrition', 'diary', date] as const,
  recentFoods: ['nutrition', 'diary', 'recent-foods'] as const,
  /** The client's own week against the targets: under `diary`, so that every diary write refreshes it. */
  ownCompliance: ['nutrition', 'diary', 'compliance'] as const,
  /** A client's, as of the targets it was read with (`targetsAt`): new targets, a new read. */
  clientCompliance: (clientId: string, targetsAt: string | null) =>
    ['nutrition', 'client', clientId, 'compliance', targetsAt] as const,
  /** A person's own foods, and the diary's search that finds them with the library's. */
  customFoods: ['nutrition', 'custom-foods'] as const,
  diaryFoodSearch: ['nutrition', 'diary-food-search'] as const,
  clientDiary: (clientId: string, date: string) => ['nutrition', 'client', clientId, 'diary', date] as const,
  adjustment: (clientId: string) => ['nutrition', 'client', clientId, 'adjustment'] as const,
  proposal: (clientId: string, query: ProposalQuery) => ['nutrition', 'proposal', clientId, query] as const,
};
