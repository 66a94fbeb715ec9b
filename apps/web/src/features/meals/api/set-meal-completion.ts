import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Meal } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-keys.ts';

export function setMealCompletion(id: string, isCompleted: boolean): Promise<{ meal: Meal }> {
  return api.patch<{ meal: Meal }>(`/meals/${encodeURIComponent(id)}/completion`, { isCompleted });
}

/** PATCH /api/meals/{id}/completion: marks a meal eaten (or not); the day's list takes the answer. */
export function useSetMealCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: string; isCompleted: boolean }) =>
      setMealCompletion(id, isCompleted),
    onSuccess: ({ meal }) => {
      queryClient.setQueryData<{ meals: Meal[] }>(mealKeys.day(meal.date), (old) =>
        old ? { meals: old.meals.map((m) => (m.id === meal.id ? meal : m)) } : old,
      );
      return queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
  });
}
