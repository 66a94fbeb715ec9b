import type { User } from '@kinetic/contracts/auth';
import {
  MEALS_LIMIT_REACHED,
  MEALS_PER_CLIENT_MAX,
  type Meal,
  type mealInput,
  type mealListQuery,
} from '@kinetic/contracts/meals';
import type { z } from 'zod';
import { clientDataReaders } from '../../domain/read-policy.ts';
import { HttpError, forbidden, notFound } from '../../lib/http-error.ts';
import type { DeniedReads } from '../audit/audit.public.ts';
import { createClientAccess, type ClientsRepository } from '../clients/clients.public.ts';
import type { MealsRepository } from './meals.repository.ts';

type MealBody = z.output<typeof mealInput>;
type ListQuery = z.output<typeof mealListQuery>;
const round1 = (n: number) => Math.round(n * 10) / 10;
const MEAL_NOT_FOUND = 'Meal not found';

export function createMealsService(deps: {
  meals: MealsRepository;
  clients: ClientsRepository;
  denied: DeniedReads;
}) {
  const { meals, clients } = deps;
  const access = createClientAccess(deps);

  /** Items and totals from the food library: what the body says of nutrition is never used. */
  async function nutrition(caller: User, body: MealBody) {
    const foods = await meals.foods(
      [...new Set(body.items.map((i) => i.foodId))],
      !caller.roles.includes('CONSULTANT'),
    );
    const errors = body.items.flatMap((item, i) =>
      foods.has(item.foodId) ? [] : [{ path: `items.${i}.foodId`, msg: 'Unknown food' }],
    );
    if (errors.length) throw new HttpError(400, errors[0]!.msg, errors);
    const items = body.items.map((item) => {
      const food = foods.get(item.foodId)!;
      return {
        foodId: food.id,
        foodName: food.name,
        servings: item.servings,
        servingSize: food.servingSize,
        servingMeasure: food.servingMeasure,
        calories: round1(food.calories * item.servings),
        protein: round1(food.protein * item.servings),
        fat: round1(food.fat * item.servings),
        totalCarbs: round1(food.totalCarbs * item.servings),
      };
    });
    const sum = (k: 'calories' | 'protein' | 'fat' | 'totalCarbs') =>
      round1(items.reduce((acc, i) => acc + i[k], 0));
    return {
      items,
      calories: sum('calories'),
      protein: sum('protein'),
      fat: sum('fat'),
      totalCarbs: sum('totalCarbs'),
    };
  }

  async function requireClientOf(trainer: User, clientId: string) {
    if (!trainer.roles.includes('TRAINER') || !(await clients.isAssigned(trainer.id, clientId)))
      throw notFound('Client not found');
  }

  /**
   * The meal if the caller may read it (clientDataReaders) as `as`: its client only, or its client
   * or that client's trainer; otherwise 'not found'.
   */
  async function reachable(caller: User, id: string, as: 'client' | 'either'): Promise<Meal> {
    const found = await meals.find(id);
    const reader = found && clientDataReaders.readerOf(caller, found.meal.clientId, found.clientTrainerId);
    if (!reader || (as === 'client' && reader !== 'client')) throw notFound(MEAL_NOT_FOUND);
    return found.meal;
  }

  /**
   * Adds a meal to a client's, written by `author` (the client, or their trainer who plans it). A
   * client's meals stop at MEALS_PER_CLIENT_MAX: one person's rows cannot grow without end.
   */
  async function addMeal(author: User, clientId: string, plannedBy: string | null, body: MealBody) {
    const meal = await meals.insertWithin(MEALS_PER_CLIENT_MAX, {
      clientId,
      plannedBy,
      name: body.name,
      mealType: body.mealType,
      date: body.date,
      notes: body.notes,
      ...(await nutrition(author, body)),
    });
    if (!meal) throw new HttpError(409, MEALS_LIMIT_REACHED);
    return meal;
  }

  return {
    async listOwn(client: User, query: ListQuery) {
      if (!client.roles.includes('CLIENT')) throw forbidden();
      return meals.listOf(client.id, query);
    },

    async listOfClient(trainer: User, clientId: string, query: ListQuery) {
      // Another person's meals: in the audit trail, read or refused.
      await access.require(trainer, clientId, 'meals.read');
      return meals.listOf(clientId, query);
    },

    async logOwn(client: User, body: MealBody): Promise<Meal> {
      if (!client.roles.includes('CLIENT')) throw forbidden();
      return addMeal(client, client.id, null, body);
    },

    async plan(trainer: User, clientId: string, body: MealBody): Promise<Meal> {
      await requireClientOf(trainer, clientId);
      return addMeal(trainer, clientId, trainer.id, body);
    },

    async setCompleted(client: User, id: string, isCompleted: boolean): Promise<Meal> {
      await reachable(client, id, 'client');
      return (await meals.setCompleted(id, isCompleted))!;
    },

    async remove(caller: User, id: string): Promise<void> {
      await reachable(caller, id, 'either');
      await meals.delete(id);
    },
  };
}

export type MealsService = ReturnType<typeof createMealsService>;
