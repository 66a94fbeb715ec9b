import { mealsCalls, type MealInput } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** The client logs a meal they ate; the totals come back from the server. */
export function useCreateMeal() {
  return useInvalidatingMutation(
    (input: MealInput) => callApi(mealsCalls.create, { body: input }),
    mealKeys.all,
  );
}
