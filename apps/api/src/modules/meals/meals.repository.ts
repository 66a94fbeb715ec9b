import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@kinetic/contracts/common';
import { MEAL_TYPES, type Meal } from '@kinetic/contracts/meals';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { libraryFoods, meals, users } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { clientDataReaders } from '../../domain/read-policy.ts';

type Row = typeof meals.$inferSelect;
/**
 * A meal type's place in the day (breakfast first, snacks last) as SQL, from the contract's list:
 * what orders a day's meals and a day's diary entries alike.
 */
export const mealTypeOrder = (column: AnyPgColumn) =>
  sql`array_position(${sql.raw(`array[${MEAL_TYPES.map((t) => `'${t}'`).join(',')}]`)}, ${column})`;
const MEAL_ORDER = mealTypeOrder(meals.mealType);

export function toMeal(row: Row): Meal {
  return {
    id: row.id,
    clientId: row.clientId,
    name: row.name,
    mealType: row.mealType as Meal['mealType'],
    date: row.date,
    notes: row.notes,
    calories: row.calories,
    protein: row.protein,
    fat: row.fat,
    totalCarbs: row.totalCarbs,
    isCompleted: row.isCompleted,
    completedAt: row.completedAt?.toISOString() ?? null,
    plannedBy: row.plannedBy,
    createdAt: row.createdAt.toISOString(),
    items: row.items as Meal['items'],
  };
}

export function createMealsRepository(db: Db) {
  return {
    /** A page of a client's meals (of one day, or all), newest day first, and how many match. */
    async listOf(
      clientId: string,
      { date, limit, offset }: { date?: string | undefined } & PageQuery,
    ): Promise<{ meals: Meal[]; total: number }> {
      const where = and(eq(meals.clientId, clientId), date ? eq(meals.date, date) : undefined);
      const [rows, [all]] = await Promise.all([
        db
          .select()
          .from(meals)
          .where(where)
          .orderBy(desc(meals.date), asc(MEAL_ORDER), asc(meals.createdAt), asc(meals.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(meals).where(where),
      ]);
      return { meals: rows.map(toMeal), total: all?.n ?? 0 };
    },
    /** The meal and who may read it beside it (clientDataReaders). */
    async find(id: string): Promise<{ meal: Meal; clientTrainerId: string | null } | undefined> {
      const [row] = await db
        .select({ meal: meals, ...clientDataReaders.columns() })
        .from(meals)
        .innerJoin(users, eq(users.id, meals.clientId))
        .where(eq(meals.id, id));
      return row && { meal: toMeal(row.meal), clientTrainerId: row.clientTrainerId };
    },

    /**
     * Adds the meal unless its client already has `max` meals (answers undefined then). Inserts for
     * one client take turns (a lock on their row), so that two at once cannot both pass the count.
     */
    async insertWithin(max: number, values: typeof meals.$inferInsert): Promise<Meal | undefined> {
      return db.transaction(async (tx) => {
        await takeClientTurn(tx, values.clientId);
        const [held] = await tx.select({ n: count() }).from(meals).where(eq(meals.clientId, values.clientId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(meals).values(values).returning();
        return toMeal(row!);
      });
    },

    async setCompleted(id: string, isCompleted: boolean): Promise<Meal | undefined> {
      const [row] = await db
        .update(meals)
        .set({ isCompleted, completedAt: isCompleted ? new Date() : null })
        .where(eq(meals.id, id))
        .returning();
      return row && toMeal(row);
    },

    async delete(id: string): Promise<void> {
      await db.delete(meals).where(eq(meals.id, id));
    },

    /** Foods by id with their nutrition per serving. */
    async foods(ids: string[], approvedOnly: boolean) {
      if (!ids.length) return new Map<string, typeof libraryFoods.$inferSelect>();
      const rows = await db
        .select()
        .from(libraryFoods)
        .where(
          and(inArray(libraryFoods.id, ids), approvedOnly ? eq(libraryFoods.approved, true) : undefined),
        );
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

export type MealsRepository = ReturnType<typeof createMealsRepository>;
