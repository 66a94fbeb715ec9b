import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EVERYDAY_ORDER } from '@kinetic/contracts/diary-paths';
import type { FoodListAnswer } from '@kinetic/contracts/libraries';
import { libraryCalls } from '@kinetic/contracts/library-calls';
import { callApi } from '../../../lib/api-client.ts';
import { mealKeys } from './meal-keys.ts';

/**
 * GET /api/libraries/foods?search=&limit=20: the foods a meal is made of, best matches first; before
 * anything is typed, everyday foods first (not the first of 8,000 by name).
 */
export function searchFoods(search: string, signal?: AbortSignal): Promise<FoodListAnswer> {
  const query = search ? { search, limit: 20 } : { order: EVERYDAY_ORDER, limit: 20 };
  return callApi(libraryCalls.foods.list, { query }, { signal });
}

export const foodSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: mealKeys.foodSearch(search),
    queryFn: ({ signal }) => searchFoods(search, signal),
    staleTime: 5 * 60 * 1000,
  });

/** While a new term loads, the previous results stay on screen. */
export function useFoodSearch(search: string) {
  return useQuery({ ...foodSearchQueryOptions(search), placeholderData: keepPreviousData });
}
