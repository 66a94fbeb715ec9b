import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Meal } from '@kinetic/contracts/meals';
import { api } from '../../../lib/api-client.ts';

export const clientMealsKey = (clientId: string) => ['trainer', 'meals', 'client', clientId] as const;

export function getClientMeals(clientId: string): Promise<{ meals: Meal[] }> {
  return api.get<{ meals: Meal[] }>(`/clients/${encodeURIComponent(clientId)}/meals`);
}

export const clientMealsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: clientMealsKey(clientId), queryFn: () => getClientMeals(clientId) });

/** All meals of one of the trainer's clients (GET /api/clients/{id}/meals), newest day first. */
export function useClientMeals(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientMealsQueryOptions(clientId), enabled });
}
