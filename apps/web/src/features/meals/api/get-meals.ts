import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { mealsCalls } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';

/** GET /api/meals?date=: the signed-in client's meals of one day (a day's meals fit in one page). */
export const mealsQueryOptions = (date: string) =>
  pagedQueryOptions({
    queryKey: mealKeys.day(date),
    call: mealsCalls.list,
    key: 'meals',
    limit: LARGEST_PAGE,
    filters: { date },
  });

export function useMeals(date: string) {
  return useInfiniteQuery({ ...mealsQueryOptions(date), placeholderData: keepPreviousData });
}
