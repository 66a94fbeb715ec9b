import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { MealListAnswer } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

/** GET /api/meals?date=: one page of the client's meals of that day (a day's meals fit in one). */
export function getMeals(date: string, offset = 0): Promise<MealListAnswer> {
  return api.get<MealListAnswer>(`/meals?${pageParams(offset, LARGEST_PAGE, { date })}`);
}

export const mealsQueryOptions = (date: string) =>
  infiniteQueryOptions({
    queryKey: mealKeys.day(date),
    queryFn: ({ pageParam }) => getMeals(date, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('meals'),
  });

/** The signed-in client's meals of one day (GET /api/meals?date=YYYY-MM-DD). */
export function useMeals(date: string) {
  return useInfiniteQuery({ ...mealsQueryOptions(date), placeholderData: keepPreviousData });
}
