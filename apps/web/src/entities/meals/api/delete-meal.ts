import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { mealKeys } from './meal-keys.ts';

/** DELETE /api/meals/{id} (204): the client's own meal, or one a trainer planned for their client. */
export function useDeleteMeal() {
  return useInvalidatingMutation(
    (id: string) => api.delete<void>(`/meals/${encodeURIComponent(id)}`),
    mealKeys.all,
  );
}
