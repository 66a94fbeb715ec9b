import type { FoodListAnswer } from '@kinetic/contracts/libraries';
import { api } from '../../../lib/api-client.ts';

/** GET /api/libraries/foods?search=&limit=20 for the trainer's meal plan form. */
export function searchFoods(search: string, signal?: AbortSignal): Promise<FoodListAnswer> {
  const params = new URLSearchParams({ search, limit: '20' });
  return api.get<FoodListAnswer>(`/libraries/foods?${params.toString()}`, { signal });
}
