import { mealsCalls } from '@kinetic/contracts/meals';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { mealKeys } from './meal-keys.ts';

/** Deletes the client's own meal, or one a trainer planned for their client. */
export function useDeleteMeal() {
  return useInvalidatingMutation(
    (id: string) => callApi(mealsCalls.remove, { params: { id } }),
    mealKeys.all,
  );
}
