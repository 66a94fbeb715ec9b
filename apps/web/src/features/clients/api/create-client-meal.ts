import type { Meal, MealInput } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** POST /api/clients/{id}/meals: the trainer plans a meal for the client. */
export function useCreateClientMeal(clientId: string) {
  return useInvalidatingMutation(
    (input: MealInput) => api.post<{ meal: Meal }>(`/clients/${encodeURIComponent(clientId)}/meals`, input),
    mealKeys.ofClient(clientId),
  );
}
