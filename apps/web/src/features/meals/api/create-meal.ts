import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal, MealInput } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

export function createMeal(input: MealInput): Promise<{ meal: Meal }> {
  return api.post<{ meal: Meal }>('/meals', input);
}

/** POST /api/meals: the client logs a meal they ate; the totals come back from the server. */
export function useCreateMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}
