/** The query keys of personal records and exercise histories: the client's own, or one client's. */
export const recordsKeys = {
  all: ['records'] as const,
  list: (clientId?: string) => ['records', 'list', clientId ?? 'mine'] as const,
  history: (exerciseId: string, clientId?: string) =>
    ['records', 'history', exerciseId, clientId ?? 'mine'] as const,
};
