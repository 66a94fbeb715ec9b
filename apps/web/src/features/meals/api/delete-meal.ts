import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';

export function deleteMeal(id: string): Promise<void> {
  return api.delete<void>(`/meals/${encodeURIComponent(id)}`);
}

/** DELETE /api/meals/{id} (204). */
export function useDeleteMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mealKeys.all }),
  });
}
