import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MealListAnswer } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { LARGEST_PAGE, nextPageOffset, pageParams } from '../../../lib/pages.ts';

/**
 * GET /clients/{id}/meals: one page of a client's meals, newest day first. Large pages, so that
 * few days are cut between two of them.
 */
export function getClientMeals(clientId: string, offset = 0): Promise<MealListAnswer> {
  return api.get<MealListAnswer>(
    `/clients/${encodeURIComponent(clientId)}/meals?${pageParams(offset, LARGEST_PAGE)}`,
  );
}

export const clientMealsQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: mealKeys.ofClient(clientId),
    queryFn: ({ pageParam }) => getClientMeals(clientId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset('meals'),
  });

/** The meals of one of the trainer's clients, newest day first, page by page. */
export function useClientMeals(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientMealsQueryOptions(clientId), enabled });
}
