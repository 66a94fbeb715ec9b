import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal, MealInput } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

export function createClientMeal(clientId: string, input: MealInput): Promise<{ meal: Meal }> {
  return api.post<{ meal: Meal }>(`/clients/${encodeURIComponent(clientId)}/meals`, input);
}

/** POST /api/clients/{id}/meals: the trainer plans a meal for the client. */
export function useCreateClientMeal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MealInput) => createClientMeal(clientId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.ofClient(clientId) }),
  });
}
