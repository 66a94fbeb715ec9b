import { useState } from 'react';
import type { DiaryEntriesAnswer } from '@kinetic/contracts/food-diary';
import type { Meal } from '@kinetic/contracts/meals';
import { shownHere, useDiaryWrites } from '../../../entities/nutrition/api/diary-writes.ts';

/**
 * Logs a planned meal in the food diary in one tap (its foods as entries) and marks it eaten,
 * through the device's write queue like every diary write: offline it waits on the device, shown
 * in the diary at once with the meal's own numbers. Resolves with the server's answer, or null
 * while it waits; a refusal throws. Both the meals and the diary are read again once it is sent.
 */
export function useLogMealInDiary() {
  const writes = useDiaryWrites();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const log = async (meal: Meal): Promise<DiaryEntriesAnswer | null> => {
    setPendingId(meal.id);
    try {
      const shown = meal.items.map((item) => ({
        date: meal.date,
        mealType: meal.mealType,
        foodId: item.foodId,
        customFoodId: null,
        name: item.foodName,
        grams: null,
        servings: item.servings,
        amount: `${item.servings} ${item.servings === 1 ? 'serving' : 'servings'}`,
        kcal: item.calories,
        protein: item.protein,
        carbs: item.totalCarbs,
        fat: item.fat,
        fiber: null,
      }));
      return await shownHere<DiaryEntriesAnswer>(writes.fromMeal(meal.id, shown));
    } finally {
      setPendingId(null);
    }
  };
  return { log, pendingId };
}
