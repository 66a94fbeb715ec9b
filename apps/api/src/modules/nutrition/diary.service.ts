import type { User } from '@kinetic/contracts/auth';
import {
  DIARY_DAY_FULL,
  DIARY_ENTRIES_PER_DAY_MAX,
  DIARY_FULL,
  UNKNOWN_FOOD,
  amountOf,
  type DiaryDay,
  type DiaryEntry,
  type diaryCopyInput,
  type diaryEntryChange,
  type diaryEntryInput,
} from '@kinetic/contracts/food-diary';
import type { DiaryFood, RecentFoodsAnswer } from '@kinetic/contracts/custom-foods';
import type { MealType } from '@kinetic/contracts/meals';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { JsonText } from '../../db/json.ts';
import { diaryDay, diaryDayText } from './diary-day.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import type { SessionRead } from '../../domain/session-read.ts';
import type { Keep } from '../../lib/idempotency.ts';
import type {
  DiaryCapReached,
  DiaryRepository,
  DiaryValues,
  FoodRow,
  LoggedFood,
} from './diary.repository.ts';
import { toItem } from '../libraries/libraries.public.ts';
import type { Food } from '@kinetic/contracts/libraries';
import type { CustomFoodsRepository } from './custom-foods.repository.ts';
import type { NutritionRepository } from './nutrition.repository.ts';

type EntryBody = z.output<typeof diaryEntryInput>;
type ChangeBody = z.output<typeof diaryEntryChange>;
type CopyBody = z.output<typeof diaryCopyInput>;
type Amount = Pick<EntryBody, 'grams' | 'portion' | 'count' | 'servings'>;

const ENTRY_NOT_FOUND = 'Entry not found';
const MEAL_LOGGED = 'This meal is in your diary already.';
const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (n: number) => round1(n).toLocaleString('en-US');
/**
 * The amount of `food` (a library food, or a custom one as a food) and its nutrients (see amountOf);
 * 400 on the field when it does not fit.
 */
export function resolveAmount(food: FoodRow | DiaryFood, a: Amount) {
  const r = amountOf(food, a);
  if ('error' in r) throw badRequest(r.error.msg, r.error.path);
  return 'custom' in food ? { customFoodId: food.id, ...r } : { foodId: food.id, ...r };
}

const capMessage = (r: DiaryCapReached) => (r.capReached === 'day' ? DIARY_DAY_FULL : DIARY_FULL);

/** A client's food diary: entries by meal, and the day against the client's targets. */
export function createDiaryService(deps: {
  diary: DiaryRepository;
  nutrition: NutritionRepository;
  customFoods: CustomFoodsRepository;
  requireClientOf: (trainer: User, clientId: string, action: 'nutrition.read') => Promise<void>;
}) {
  const { diary, nutrition, customFoods, requireClientOf } = deps;

  const asClient = (user: User) => {
    if (!user.roles.includes('CLIENT')) throw forbidden();
  };

  async function dayOf(clientId: string, date: string): Promise<DiaryDay> {
    const [entries, targets, isTrainingDay] = await Promise.all([
      diary.day(clientId, date),
      nutrition.targets(clientId),
      nutrition.isTrainingDay(clientId, date),
    ]);
    return diaryDay(clientId, date, { entries, targets, isTrainingDay });
  }

  /** Adds entries all or none; 409 past a cap (the key, if any, is not kept then). */
  async function add(
    clientId: string,
    values: DiaryValues[],
    keep: Keep<DiaryEntry[]>,
    after?: (tx: Db) => Promise<void>,
    before?: (tx: Db) => Promise<void>,
  ): Promise<DiaryEntry[]> {
    const result = await keep(
      // One transaction (the key's, when one is sent): the check before, the inserts and what
      // follows them stand or fall together.
      (on) =>
        on.transaction(async (tx) => {
          if (before) await before(tx);
          const added = await diary.insertWithin(DIARY_ENTRIES_PER_DAY_MAX, clientId, values, tx);
          if (!Array.isArray(added)) return added;
          if (after) await after(tx);
          return added;
        }),
      (r) => (Array.isArray(r) && r.length ? r : undefined),
    );
    if (!Array.isArray(result)) throw new HttpError(409, capMessage(result));
    return result;
  }

  async function visibleFood(foodId: string, path = 'foodId'): Promise<FoodRow> {
    const food = (await diary.foods([foodId])).get(foodId);
    if (!food) throw badRequest(UNKNOWN_FOOD, path);
    return food;
  }

  /** The client's own custom food or their current trainer's shared one, else 400 as an unknown food. */
  async function visibleCustomFood(clientId: string, id: string, path = 'customFoodId'): Promise<DiaryFood> {
    const food = (await customFoods.visibleByIds(clientId, [id])).get(id);
    if (!food) throw badRequest(UNKNOWN_FOOD, path);
    return food;
  }

  return {
    /** The signed-in client's own day, read with their session (the route checks the role). */
    async dayForSession(tokenHash: string, date: string): Promise<SessionRead<JsonText<DiaryDay>>> {
      const found = await diary.dayForSession(tokenHash, date);
      return found && { user: found.user, data: diaryDayText(found.user.id, date, found.data) };
    },

    async ofClient(trainer: User, clientId: string, date: string): Promise<DiaryDay> {
      await requireClientOf(trainer, clientId, 'nutrition.read');
      return dayOf(clientId, date);
    },

    async log(client: User, body: EntryBody, keep: Keep<DiaryEntry[]>): Promise<DiaryEntry> {
      asClient(client);
      const base = { clientId: client.id, date: body.date, mealType: body.mealType };
      const values: DiaryValues =
        body.foodId !== undefined
          ? { ...base, ...resolveAmount(await visibleFood(body.foodId), body) }
          : body.customFoodId !== undefined
            ? { ...base, ...resolveAmount(await visibleCustomFood(client.id, body.customFoodId), body) }
            : {
                ...base,
                name: body.name!,
                amount: '',
                kcal: body.kcal!,
                protein: body.protein ?? 0,
                carbs: body.carbs ?? 0,
                fat: body.fat ?? 0,
                fiber: null,
              };
      const [entry] = await add(client.id, [values], keep);
      return entry!;
    },

    /**
     * Changes an entry's meal, a food entry's amount (its nutrients computed anew from the food) or
     * a quick entry's name and values.
     */
    async change(client: User, id: string, body: ChangeBody): Promise<DiaryEntry> {
      asClient(client);
      const entry = await diary.find(client.id, id);
      if (!entry) throw notFound(ENTRY_NOT_FOUND);
      const isQuick = entry.grams === null && entry.servings === null;
      const amountGiven = ['grams', 'portion', 'count', 'servings'].some(
        (k) => body[k as keyof Amount] !== undefined,
      );
      const quickGiven = (['name', 'kcal', 'protein', 'carbs', 'fat'] as const).filter(
        (k) => body[k] !== undefined,
      );
      if (isQuick && amountGiven)
        throw badRequest('A quick entry has no amount: change its calories instead', 'grams');
      if (!isQuick && quickGiven.length)
        throw badRequest('A food entry takes its nutrients from the food', quickGiven[0]);
      let values: Partial<DiaryValues> = {};
      if (amountGiven) {
        if (entry.customFoodId)
          values = resolveAmount(await visibleCustomFood(client.id, entry.customFoodId, 'grams'), body);
        else if (!entry.foodId)
          throw badRequest('This food is no longer in the library: add it again', 'grams');
        else values = resolveAmount(await visibleFood(entry.foodId, 'grams'), body);
      }
      for (const k of quickGiven) values = { ...values, [k]: body[k] };
      if (body.mealType) values.mealType = body.mealType;
      if (!Object.keys(values).length)
        return (await diary.day(client.id, entry.date)).find((e) => e.id === id)!;
      const changed = await diary.update(client.id, id, values);
      if (!changed) throw notFound(ENTRY_NOT_FOUND);
      return changed;
    },

    async remove(client: User, id: string): Promise<void> {
      asClient(client);
      if (!(await diary.deleteOwn(client.id, id))) throw notFound(ENTRY_NOT_FOUND);
    },

    /** Copies a meal of one day to another day (or meal), all or nothing. */
    async copy(client: User, body: CopyBody, keep: Keep<DiaryEntry[]>): Promise<DiaryEntry[]> {
      asClient(client);
      const rows = await diary.meal(client.id, body.fromDate, body.meal);
      const toMeal: MealType = body.toMeal ?? body.meal;
      if (body.fromDate === body.toDate && toMeal === body.meal)
        throw badRequest('Choose another day or meal to copy to', 'toDate');
      if (!rows.length) return [];
      const values = rows.map(({ id: _id, createdAt: _at, mealId: _meal, ...row }) => ({
        ...row,
        date: body.toDate,
        mealType: toMeal,
      }));
      return add(client.id, values, keep);
    },

    /** Logs a planned meal of the client's: its foods x servings on its date, and marks it eaten. */
    async fromMeal(client: User, mealId: string, keep: Keep<DiaryEntry[]>): Promise<DiaryEntry[]> {
      asClient(client);
      const found = await diary.plannedMeal(client.id, mealId);
      if (!found) throw notFound('Meal not found');
      if (found.logged) throw new HttpError(409, MEAL_LOGGED);
      const { meal } = found;
      const items = meal.items as {
        foodId: string;
        foodName: string;
        servings: number;
        calories: number;
        protein: number;
        fat: number;
        totalCarbs: number;
      }[];
      const foods = await diary.foods(
        items.map((i) => i.foodId),
        false,
      );
      const base = { clientId: client.id, date: meal.date, mealType: meal.mealType, mealId: meal.id };
      const values: DiaryValues[] = items.map((item) => {
        const food = foods.get(item.foodId);
        if (food) return { ...base, ...resolveAmount(food, { servings: item.servings }) };
        // The food left the library since: the meal's own numbers for it.
        return {
          ...base,
          name: item.foodName,
          servings: item.servings,
          amount: `${num(item.servings)} ${item.servings === 1 ? 'serving' : 'servings'}`,
          kcal: item.calories,
          protein: item.protein,
          carbs: item.totalCarbs,
          fat: item.fat,
          fiber: null,
        };
      });
      return add(
        client.id,
        values,
        keep,
        (tx) => diary.markEaten(meal.id, tx),
        // Checked again in the write's turn: two taps at once log the meal once.
        async (tx) => {
          if (await diary.mealLogged(client.id, meal.id, tx)) throw new HttpError(409, MEAL_LOGGED);
        },
      );
    },

    async recentFoods(client: User): Promise<RecentFoodsAnswer> {
      asClient(client);
      const { recent, frequent } = await diary.recentFoods(client.id);
      const both = [...recent, ...frequent];
      const [library, custom] = await Promise.all([
        diary.foods([...new Set(both.flatMap((f) => (f.foodId ? [f.foodId] : [])))]),
        customFoods.visibleByIds(client.id, [
          ...new Set(both.flatMap((f) => (f.customFoodId ? [f.customFoodId] : []))),
        ]),
      ]);
      const food = ({ foodId, customFoodId }: LoggedFood): DiaryFood[] => {
        const found = foodId ? library.get(foodId) : customFoodId ? custom.get(customFoodId) : undefined;
        if (!found) return [];
        return 'custom' in found ? [found] : [{ ...(toItem(found) as Food), custom: false, sharedBy: null }];
      };
      return { recent: recent.flatMap(food), frequent: frequent.flatMap(food) };
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
