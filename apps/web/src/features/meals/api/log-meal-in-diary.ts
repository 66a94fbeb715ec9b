import { useMutation, useQueryClient } from '@tanstack/react-query';
import { diaryCalls } from '@kinetic/contracts/food-diary';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { nutritionKeys } from '../../../entities/nutrition/api/nutrition-keys.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * Logs a planned meal in the food diary in one tap (its foods as entries) and marks it eaten: both
 * the meals and the diary are fetched again. Sent with its own Idempotency-Key.
 */
export function useLogMealInDiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mealId: string) =>
      callApi(
        diaryCalls.fromMeal,
        { params: { id: mealId } },
        { headers: { 'Idempotency-Key': crypto.randomUUID() } },
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mealKeys.all }),
        queryClient.invalidateQueries({ queryKey: nutritionKeys.diary }),
      ]);
    },
  });
}
