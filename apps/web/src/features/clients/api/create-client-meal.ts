import { mealsCalls, type MealInput } from '@kinetic/contracts/meals';
import { mealKeys } from '../../../entities/meals/api/meal-keys.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** The trainer plans a meal for the client. */
export function useCreateClientMeal(clientId: string) {
  return useInvalidatingMutation(
    (input: MealInput) => callApi(mealsCalls.plan, { params: { id: clientId }, body: input }),
    mealKeys.ofClient(clientId),
  );
}
