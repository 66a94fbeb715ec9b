import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

export function deleteClientMeal(id: string): Promise<void> {
  return api.delete<void>(`/meals/${encodeURIComponent(id)}`);
}

/** DELETE /api/meals/{id} (204) of a meal of the trainer's client. */
export function useDeleteClientMeal(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClientMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.ofClient(clientId) }),
  });
}
