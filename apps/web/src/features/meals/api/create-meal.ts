import type { Meal, MealInput } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/meals: the client logs a meal they ate; the totals come back from the server. */
export function useCreateMeal() {
  return useInvalidatingMutation(
    (input: MealInput) => api.post<{ meal: Meal }>('/meals', input),
    mealKeys.all,
  );
}
