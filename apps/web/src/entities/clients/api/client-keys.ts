/** The query keys of a trainer's clients. */
export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  picker: ['clients', 'picker'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  intake: (id: string) => ['clients', 'intake', id] as const,
  conditions: (id: string) => ['clients', 'conditions', id] as const,
  exerciseSuggestions: (id: string) => ['clients', 'exercise-suggestions', id] as const,
  lastPerformances: (id: string, exerciseIds: readonly string[]) =>
    ['clients', 'last-performances', id, exerciseIds.join(',')] as const,
};
