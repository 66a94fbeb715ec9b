/** The query keys of workout templates; every change refreshes everything under `all`. */
export const templateKeys = {
  all: ['templates'] as const,
  picker: ['templates', 'picker'] as const,
  list: (search: string) => ['templates', 'list', search] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
};
