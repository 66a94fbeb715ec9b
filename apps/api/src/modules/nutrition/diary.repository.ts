import { and, asc, count, desc, eq, inArray, isNotNull, max, or, sql } from 'drizzle-orm';
import {
  RECENT_FOODS_MAX,
  DIARY_ENTRIES_PER_CLIENT_MAX,
  type DiaryEntry,
} from '@kinetic/contracts/food-diary';
import type { MealType } from '@kinetic/contracts/meals';
import type { Db } from '../../db/client.ts';
import { deleteOwned } from '../../db/delete-owned.ts';
import { isoTime, jsonArray, jsonObject, jsonText, parsedJson, type JsonText } from '../../db/json.ts';
import {
  customFoods,
  foodDiaryEntries,
  libraryFoods,
  meals,
  nutritionTargets,
  users,
  workouts,
} from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { visibleCustomFoods } from './custom-foods.repository.ts';
import { mealTypeOrder } from '../meals/meals.public.ts';
import { dayAndRestTargetsJson, type DayAndRestTargets } from './nutrition.repository.ts';

type Row = typeof foodDiaryEntries.$inferSelect;
export type DiaryValues = Omit<typeof foodDiaryEntries.$inferInsert, 'id' | 'createdAt'>;
export type FoodRow = typeof libraryFoods.$inferSelect;
/** A food of entries: a library food or a custom one. */
export type LoggedFood = { foodId: string | null; customFoodId: string | null };

const MEAL_ORDER = mealTypeOrder(foodDiaryEntries.mealType);

export function toDiaryEntry(row: Row): DiaryEntry {
  return {
    id: row.id,
    clientId: row.clientId,
    date: row.date,
    mealType: row.mealType as MealType,
    foodId: row.foodId,
    customFoodId: row.customFoodId,
    name: row.name,
    grams: row.grams,
    servings: row.servings,
    amount: row.amount,
    kcal: row.kcal,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Why a write of entries was refused: a day or the whole diary would pass its cap. */
export type DiaryCapReached = { capReached: 'day' | 'client' };

/** What a diary day is made of: its entries, the client's targets and whether it is a training day. */
export type DayParts = { entries: DiaryEntry[]; targets: DayAndRestTargets | null; isTrainingDay: boolean };
/** The same, with the entries as the JSON text the database built (sent as it is). */
export type DayPartsText = Omit<DayParts, 'entries'> & { entries: JsonText<DiaryEntry[]> };

/** The same entry as toDiaryEntry, built by the database (for the one-statement read). */
const entryJson = jsonObject({
  id: foodDiaryEntries.id,
  clientId: foodDiaryEntries.clientId,
  date: foodDiaryEntries.date,
  mealType: foodDiaryEntries.mealType,
  foodId: foodDiaryEntries.foodId,
  customFoodId: foodDiaryEntries.customFoodId,
  name: foodDiaryEntries.name,
  grams: foodDiaryEntries.grams,
  servings: foodDiaryEntries.servings,
  amount: foodDiaryEntries.amount,
  kcal: foodDiaryEntries.kcal,
  protein: foodDiaryEntries.protein,
  carbs: foodDiaryEntries.carbs,
  fat: foodDiaryEntries.fat,
  fiber: foodDiaryEntries.fiber,
  createdAt: isoTime(foodDiaryEntries.createdAt),
});

/**
 * The signed-in client's targets as one value (null when none are set) rather than the table's
 * fourteen columns, each of which the driver would describe, parse and map on every read.
 */
const targetsOfUser =
  sql`(select ${dayAndRestTargetsJson('t')} from ${nutritionTargets} t where t.client_id = ${users.id})`.mapWith(
    (value: DayAndRestTargets | string | null) => (value === null ? null : parsedJson(value)),
  );

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createDiaryRepository(db: Db, reads: Db = db) {
  // The client's own day, asked for on every visit of the diary and after every change: the
  // session, the day's entries, the targets and whether a workout is scheduled, in one round trip.
  const date = sql.placeholder('date');
  const dayForSession = selectWithSession(reads, {
    entries: jsonText<DiaryEntry[]>(
      sql`select ${jsonArray(entryJson, {
        orderBy: sql`${MEAL_ORDER}, ${foodDiaryEntries.createdAt}, ${foodDiaryEntries.id}`,
      })} from ${foodDiaryEntries} where ${foodDiaryEntries.clientId} = ${users.id} and ${foodDiaryEntries.date} = ${date}`,
    ),
    isTrainingDay: sql<boolean>`exists (select 1 from ${workouts} where ${workouts.assignedTo} = ${users.id} and ${workouts.scheduledDate} = ${date})`,
    targets: targetsOfUser,
  })
    .where(liveSession)
    .prepare('diary_day_for_session');

  return {
    /** The user of a live session and their diary day `date`. */
    async dayForSession(tokenHash: string, day: string): Promise<SessionRead<DayPartsText>> {
      const [row] = await dayForSession.execute({ tokenHash, date: day });
      return sessionRead(row, ({ entries, targets, isTrainingDay }) => ({ entries, targets, isTrainingDay }));
    },

    async day(clientId: string, date: string): Promise<DiaryEntry[]> {
      const rows = await db
        .select()
        .from(foodDiaryEntries)
        .where(and(eq(foodDiaryEntries.clientId, clientId), eq(foodDiaryEntries.date, date)))
        .orderBy(asc(MEAL_ORDER), asc(foodDiaryEntries.createdAt), asc(foodDiaryEntries.id));
      return rows.map(toDiaryEntry);
    },

    async meal(clientId: string, date: string, mealType: MealType): Promise<Row[]> {
      return db
        .select()
        .from(foodDiaryEntries)
        .where(
          and(
            eq(foodDiaryEntries.clientId, clientId),
            eq(foodDiaryEntries.date, date),
            eq(foodDiaryEntries.mealType, mealType),
          ),
        )
        .orderBy(asc(foodDiaryEntries.createdAt), asc(foodDiaryEntries.id));
    },

    async find(clientId: string, id: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(foodDiaryEntries)
        .where(and(eq(foodDiaryEntries.id, id), eq(foodDiaryEntries.clientId, clientId)));
      return row;
    },

    /**
     * Adds entries of one client, all or none (in `on`, the transaction keeping an Idempotency-Key):
     * refused when a day would hold more than `perDay`, or the client more than the diary's cap.
     * Writes for one client take turns, so two at once cannot both pass the counts.
     */
    async insertWithin(
      perDay: number,
      clientId: string,
      values: DiaryValues[],
      on: Db = db,
    ): Promise<DiaryEntry[] | DiaryCapReached> {
      return on.transaction(async (tx) => {
        await takeClientTurn(tx, clientId);
        const [all] = await tx
          .select({ n: count() })
          .from(foodDiaryEntries)
          .where(eq(foodDiaryEntries.clientId, clientId));
        if ((all?.n ?? 0) + values.length > DIARY_ENTRIES_PER_CLIENT_MAX) return { capReached: 'client' };
        const dates = [...new Set(values.map((v) => v.date))];
        const held = await tx
          .select({ date: foodDiaryEntries.date, n: count() })
          .from(foodDiaryEntries)
          .where(and(eq(foodDiaryEntries.clientId, clientId), inArray(foodDiaryEntries.date, dates)))
          .groupBy(foodDiaryEntries.date);
        for (const date of dates) {
          const already = held.find((h) => h.date === date)?.n ?? 0;
          if (already + values.filter((v) => v.date === date).length > perDay) return { capReached: 'day' };
        }
        if (!values.length) return [];
        const rows = await tx.insert(foodDiaryEntries).values(values).returning();
        return rows.map(toDiaryEntry);
      });
    },

    async update(
      clientId: string,
      id: string,
      values: Partial<DiaryValues>,
    ): Promise<DiaryEntry | undefined> {
      const [row] = await db
        .update(foodDiaryEntries)
        .set(values)
        .where(and(eq(foodDiaryEntries.id, id), eq(foodDiaryEntries.clientId, clientId)))
        .returning();
      return row && toDiaryEntry(row);
    },

    async deleteOwn(clientId: string, id: string): Promise<boolean> {
      return deleteOwned(db, foodDiaryEntries, foodDiaryEntries.clientId, clientId, id);
    },

    /** Foods by id as the caller may see them (approved ones only, unless `approvedOnly` is false). */
    async foods(ids: string[], approvedOnly = true): Promise<Map<string, FoodRow>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select()
        .from(libraryFoods)
        .where(
          and(inArray(libraryFoods.id, ids), approvedOnly ? eq(libraryFoods.approved, true) : undefined),
        );
      return new Map(rows.map((r) => [r.id, r]));
    },

    /**
     * The client's foods logged last and most often: library foods still approved, custom foods
     * they may still log (see visibleCustomFoods), each as the ids of one or the other.
     */
    async recentFoods(clientId: string): Promise<{ recent: LoggedFood[]; frequent: LoggedFood[] }> {
      const logged = {
        foodId: foodDiaryEntries.foodId,
        customFoodId: foodDiaryEntries.customFoodId,
      };
      const still = () =>
        db
          .select(logged)
          .from(foodDiaryEntries)
          .leftJoin(
            libraryFoods,
            and(eq(libraryFoods.id, foodDiaryEntries.foodId), eq(libraryFoods.approved, true)),
          )
          .leftJoin(
            customFoods,
            and(eq(customFoods.id, foodDiaryEntries.customFoodId), visibleCustomFoods(clientId)),
          )
          .where(
            and(
              eq(foodDiaryEntries.clientId, clientId),
              or(isNotNull(libraryFoods.id), isNotNull(customFoods.id)),
            ),
          )
          .groupBy(foodDiaryEntries.foodId, foodDiaryEntries.customFoodId)
          .$dynamic();
      const last = max(foodDiaryEntries.createdAt);
      const ids = [asc(foodDiaryEntries.foodId), asc(foodDiaryEntries.customFoodId)];
      const [recent, frequent] = await Promise.all([
        still()
          .orderBy(desc(last), ...ids)
          .limit(RECENT_FOODS_MAX),
        still()
          .orderBy(desc(count()), desc(last), ...ids)
          .limit(RECENT_FOODS_MAX),
      ]);
      return { recent, frequent };
    },

    /** The client's own planned meal, and whether it is in the diary already. */
    async plannedMeal(clientId: string, mealId: string) {
      const [row] = await db
        .select()
        .from(meals)
        .where(and(eq(meals.id, mealId), eq(meals.clientId, clientId)));
      if (!row) return undefined;
      const [logged] = await db
        .select({ id: foodDiaryEntries.id })
        .from(foodDiaryEntries)
        .where(eq(foodDiaryEntries.mealId, mealId))
        .limit(1);
      return { meal: row, logged: Boolean(logged) };
    },

    /** Whether the planned meal is in the diary, after taking the client's turn in `tx`. */
    async mealLogged(clientId: string, mealId: string, tx: Db): Promise<boolean> {
      await takeClientTurn(tx, clientId);
      const [logged] = await tx
        .select({ id: foodDiaryEntries.id })
        .from(foodDiaryEntries)
        .where(eq(foodDiaryEntries.mealId, mealId))
        .limit(1);
      return Boolean(logged);
    },

    async markEaten(mealId: string, tx: Db): Promise<void> {
      await tx.update(meals).set({ isCompleted: true, completedAt: new Date() }).where(eq(meals.id, mealId));
    },
  };
}

export type DiaryRepository = ReturnType<typeof createDiaryRepository>;
