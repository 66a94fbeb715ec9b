/** The query keys of a trainer's programs; every change refreshes everything under `all`. */
export const programKeys = {
  all: ['programs'] as const,
  list: ['programs', 'list'] as const,
  detail: (id: string) => ['programs', 'detail', id] as const,
  ofClient: (clientId: string) => ['programs', 'client', clientId] as const,
};
