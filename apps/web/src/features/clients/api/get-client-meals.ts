import { useInfiniteQuery } from '@tanstack/react-query';
import type { MealListAnswer } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { LARGEST_PAGE, pagedQueryOptions } from '../../../lib/pages.ts';

/**
 * GET /clients/{id}/meals: the meals of one of the trainer's clients, newest day first. Large
 * pages, so that few days are cut between two of them.
 */
export const clientMealsQueryOptions = (clientId: string) =>
  pagedQueryOptions<MealListAnswer>({
    queryKey: mealKeys.ofClient(clientId),
    path: `/clients/${encodeURIComponent(clientId)}/meals`,
    key: 'meals',
    limit: LARGEST_PAGE,
  });

export function useClientMeals(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientMealsQueryOptions(clientId), enabled });
}
