/** Query keys of the user management screen; a save updates every cached list page. */
export const userKeys = {
  all: ['users', 'admin'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (search: string) => [...userKeys.lists(), search] as const,
  trainers: () => [...userKeys.all, 'trainers'] as const,
};
