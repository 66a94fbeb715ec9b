import { useInfiniteQuery } from '@tanstack/react-query';
import { mealsCalls } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { clientListQueryOptions } from './client-list-query.ts';

/** GET /clients/{id}/meals: the meals of one of the trainer's clients, newest day first. */
export const clientMealsQueryOptions = (clientId: string) =>
  clientListQueryOptions(mealKeys.ofClient(clientId), mealsCalls.listOfClient, clientId, 'meals');

export function useClientMeals(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...clientMealsQueryOptions(clientId), enabled });
}
