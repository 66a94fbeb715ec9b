import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Meal } from '@kinetic/contracts/meals';
import type { Db } from '../../db/client.ts';
import { libraryFoods, meals } from '../../db/schema.ts';

type Row = typeof meals.$inferSelect;
const MEAL_ORDER = sql`array_position(array['BREAKFAST','LUNCH','DINNER','SNACK'], ${meals.mealType})`;

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
    async listOf(clientId: string, date?: string): Promise<Meal[]> {
      const rows = await db
        .select()
        .from(meals)
        .where(and(eq(meals.clientId, clientId), date ? eq(meals.date, date) : undefined))
        .orderBy(desc(meals.date), asc(MEAL_ORDER), asc(meals.createdAt));
      return rows.map(toMeal);
    },

    async find(id: string): Promise<Meal | undefined> {
      const [row] = await db.select().from(meals).where(eq(meals.id, id));
      return row && toMeal(row);
    },

    async insert(values: typeof meals.$inferInsert): Promise<Meal> {
      const [row] = await db.insert(meals).values(values).returning();
      return toMeal(row!);
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
