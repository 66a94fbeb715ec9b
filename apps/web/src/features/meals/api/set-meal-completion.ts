import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { mealsCalls, type Meal, type MealListAnswer } from '@kinetic/contracts/meals';
import { callApi } from '../../../lib/api-client.ts';
import { replaceInPages } from '../../../lib/pages.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

export function setMealCompletion(id: string, isCompleted: boolean): Promise<{ meal: Meal }> {
  return callApi(mealsCalls.setCompletion, { params: { id }, body: { isCompleted } });
}

/** Marks a meal eaten (or not); the day's list takes the answer. */
export function useSetMealCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: string; isCompleted: boolean }) =>
      setMealCompletion(id, isCompleted),
    onSuccess: ({ meal }) => {
      queryClient.setQueryData<InfiniteData<MealListAnswer, number>>(mealKeys.day(meal.date), (old) =>
        replaceInPages(old, 'meals', meal),
      );
      return queryClient.invalidateQueries({ queryKey: mealKeys.all });
    },
  });
}
