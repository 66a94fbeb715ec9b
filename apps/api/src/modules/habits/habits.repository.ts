import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { HABITS_ARCHIVED_MAX, type HabitFrequency, type HabitValues } from '@kinetic/contracts/habits';
import type { Db } from '../../db/client.ts';
import { habitTicks, habits, users } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';

export type HabitRow = typeof habits.$inferSelect;
export type HabitKind = { frequency: HabitFrequency; daysPerWeek: number | null };
export const kindOf = (row: HabitRow): HabitKind => ({
  frequency: row.frequency as HabitFrequency,
  daysPerWeek: row.daysPerWeek,
});

/** A habit as the account export holds it: what it was, and every day ticked. */
export const toExportedHabit = (row: HabitRow, ticks: string[]) => ({
  id: row.id,
  name: row.name,
  ...kindOf(row),
  assignedBy: row.assignedBy,
  createdAt: row.createdAt.toISOString(),
  archivedAt: row.archivedAt?.toISOString() ?? null,
  ticks,
});

/** Every habit of `clientId` (archived ones too), oldest first, with its ticks: a page of the export. */
export async function habitsForExport(db: Db, clientId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(habits)
    .where(eq(habits.clientId, clientId))
    .orderBy(asc(habits.createdAt), asc(habits.id))
    .limit(limit)
    .offset(offset);
  const ticks = rows.length
    ? await db
        .select({ habitId: habitTicks.habitId, date: habitTicks.date })
        .from(habitTicks)
        .where(
          inArray(
            habitTicks.habitId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(habitTicks.date))
    : [];
  return rows.map((row) =>
    toExportedHabit(
      row,
      ticks.filter((t) => t.habitId === row.id).map((t) => t.date),
    ),
  );
}

export function createHabitsRepository(db: Db) {
  return {
    /** The client's time zone: their days, and so their ticks, follow it. */
    async timeZoneOf(clientId: string): Promise<string> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, clientId));
      return row?.timeZone ?? 'UTC';
    },

    /** The client's active habits, oldest first. */
    active(clientId: string): Promise<HabitRow[]> {
      return db
        .select()
        .from(habits)
        .where(and(eq(habits.clientId, clientId), isNull(habits.archivedAt)))
        .orderBy(asc(habits.createdAt), asc(habits.id));
    },

    /** One active habit of the client, or undefined (another's, archived or none). */
    async activeOf(clientId: string, habitId: string, tx: Db = db): Promise<HabitRow | undefined> {
      const [row] = await tx
        .select()
        .from(habits)
        .where(and(eq(habits.id, habitId), eq(habits.clientId, clientId), isNull(habits.archivedAt)));
      return row;
    },

    /** The days ticked since `since` (included), per habit. */
    async ticksSince(habitIds: string[], since: string): Promise<Map<string, string[]>> {
      const byHabit = new Map<string, string[]>(habitIds.map((id) => [id, []]));
      if (habitIds.length === 0) return byHabit;
      const rows = await db
        .select({ habitId: habitTicks.habitId, date: habitTicks.date })
        .from(habitTicks)
        .where(and(inArray(habitTicks.habitId, habitIds), gte(habitTicks.date, since)))
        .orderBy(asc(habitTicks.date));
      for (const r of rows) byHabit.get(r.habitId)?.push(r.date);
      return byHabit;
    },

    /** How many active habits the client holds, the client's turn taken in `tx` so that it holds. */
    async countActive(clientId: string, tx: Db): Promise<number> {
      await takeClientTurn(tx, clientId);
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(habits)
        .where(and(eq(habits.clientId, clientId), isNull(habits.archivedAt)));
      return row?.n ?? 0;
    },

    async create(clientId: string, by: string, values: HabitValues, tx: Db): Promise<HabitRow> {
      const [row] = await tx
        .insert(habits)
        .values({ clientId, assignedBy: by, ...values })
        .returning();
      return row!;
    },

    async change(habitId: string, values: Partial<HabitValues>, tx: Db): Promise<HabitRow> {
      const [row] = await tx
        .update(habits)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(habits.id, habitId))
        .returning();
      return row!;
    },

    /** Archives the habit; archived ones past HABITS_ARCHIVED_MAX, the oldest, go with their ticks. */
    async archive(clientId: string, habitId: string, tx: Db): Promise<void> {
      await takeClientTurn(tx, clientId);
      await tx
        .update(habits)
        .set({ archivedAt: sql`now()` })
        .where(eq(habits.id, habitId));
      const kept = tx
        .select({ id: habits.id })
        .from(habits)
        .where(and(eq(habits.clientId, clientId), isNotNull(habits.archivedAt)))
        .orderBy(desc(habits.archivedAt), desc(habits.id))
        .limit(HABITS_ARCHIVED_MAX);
      await tx
        .delete(habits)
        .where(
          and(
            eq(habits.clientId, clientId),
            isNotNull(habits.archivedAt),
            sql`${habits.id} not in (${kept})`,
          ),
        );
    },

    /** Ticks the day; a second tick of the same day changes nothing. */
    async tick(habitId: string, date: string): Promise<void> {
      await db.insert(habitTicks).values({ habitId, date }).onConflictDoNothing();
    },

    async untick(habitId: string, date: string): Promise<void> {
      await db.delete(habitTicks).where(and(eq(habitTicks.habitId, habitId), eq(habitTicks.date, date)));
    },
  };
}

export type HabitsRepository = ReturnType<typeof createHabitsRepository>;
