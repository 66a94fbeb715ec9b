import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-keys.ts';

export function getMeals(date: string): Promise<{ meals: Meal[] }> {
  return api.get<{ meals: Meal[] }>(`/meals?date=${encodeURIComponent(date)}`);
}

export const mealsQueryOptions = (date: string) =>
  queryOptions({ queryKey: mealKeys.day(date), queryFn: () => getMeals(date) });

/** The signed-in client's meals of one day (GET /api/meals?date=YYYY-MM-DD). */
export function useMeals(date: string) {
  return useQuery({ ...mealsQueryOptions(date), placeholderData: keepPreviousData });
}
