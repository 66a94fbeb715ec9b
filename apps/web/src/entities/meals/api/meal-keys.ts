/** The query keys of meals: the client's own days and a trainer's view of one client's meals. */
export const mealKeys = {
  all: ['meals'] as const,
  day: (date: string) => ['meals', 'day', date] as const,
  ofClient: (clientId: string) => ['meals', 'client', clientId] as const,
  /** The food library searched from the meal form. */
  foodSearch: (search: string) => ['meals', 'food-search', search] as const,
};
