/** Query keys of the client's own meals. */
export const mealKeys = {
  all: ['meals'] as const,
  day: (date: string) => ['meals', 'day', date] as const,
};
