import type { User } from '@kinetic/contracts/auth';
import {
  CUSTOM_FOOD_NOT_FOUND,
  CUSTOM_FOODS_FULL,
  type CustomFood,
  type CustomFoodListAnswer,
  type CustomFoodValues,
  type DiaryFood,
  type DiaryFoodListAnswer,
} from '@kinetic/contracts/custom-foods';
import type { FoodListAnswer } from '@kinetic/contracts/libraries';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { CustomFoodsRepository } from './custom-foods.repository.ts';

export const SHARING_IS_FOR_TRAINERS = 'Only a trainer shares foods with clients';

/** A library food as a food of the diary's search. */
const libraryFood = (food: FoodListAnswer['foods'][number]): DiaryFood => ({
  ...food,
  custom: false,
  sharedBy: null,
});

/** A person's own foods; the diary's search merges them (and the trainer's shared) with the library. */
export function createCustomFoodsService(deps: { foods: CustomFoodsRepository }) {
  const { foods } = deps;

  function checkSharing(user: User, values: CustomFoodValues) {
    if (values.sharedWithClients && !user.roles.includes('TRAINER'))
      throw badRequest(SHARING_IS_FOR_TRAINERS, 'sharedWithClients');
  }

  return {
    async list(user: User): Promise<CustomFoodListAnswer> {
      const list = await foods.list(user.id);
      return { foods: list, total: list.length };
    },

    async create(user: User, values: CustomFoodValues): Promise<CustomFood> {
      checkSharing(user, values);
      const food = await foods.insertWithin(user.id, values);
      if (!food) throw conflict(CUSTOM_FOODS_FULL);
      return food;
    },

    async update(user: User, id: string, values: CustomFoodValues): Promise<CustomFood> {
      checkSharing(user, values);
      const food = await foods.update(user.id, id, values);
      if (!food) throw notFound(CUSTOM_FOOD_NOT_FOUND);
      return food;
    },

    async remove(user: User, id: string): Promise<void> {
      if (!(await foods.remove(user.id, id))) throw notFound(CUSTOM_FOOD_NOT_FOUND);
    },

    /**
     * The diary's search: the library's page for the search (its cached list) merged with the
     * client's own and their trainer's shared foods that match, in the one ranking.
     */
    async search(
      client: User,
      search: string,
      limit: number,
      library: FoodListAnswer,
    ): Promise<DiaryFoodListAnswer> {
      const found = await foods.search(
        client.id,
        search,
        library.foods.map((f) => f.id),
        limit,
      );
      const total = library.total + found.customTotal;
      if (!found.order.length) return { foods: library.foods.map(libraryFood), total };
      const ofLibrary = new Map(library.foods.map((f) => [f.id, f]));
      const merged = found.order.flatMap(({ custom, id }) => {
        const food = custom ? found.customs.get(id) : ofLibrary.get(id);
        if (!food) return [];
        return [custom ? (food as DiaryFood) : libraryFood(food)];
      });
      return { foods: merged, total };
    },
  };
}

export type CustomFoodsService = ReturnType<typeof createCustomFoodsService>;
