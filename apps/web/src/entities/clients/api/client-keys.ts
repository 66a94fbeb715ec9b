/** The query keys of a trainer's clients. */
export const clientKeys = {
  all: ['clients'] as const,
  list: ['clients', 'list'] as const,
  picker: ['clients', 'picker'] as const,
  detail: (id: string) => ['clients', 'detail', id] as const,
  intake: (id: string) => ['clients', 'intake', id] as const,
};
