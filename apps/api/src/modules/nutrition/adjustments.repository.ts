import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { lbsToKg } from '@kinetic/contracts/body-data';
import {
  ADJUSTMENT_HISTORY_MAX,
  type AdjustmentStatus,
  type NutritionAdjustment,
  type SetTargets,
  type WeekAverage,
} from '@kinetic/contracts/nutrition-adjustments';
import type { Db } from '../../db/client.ts';
import { nutritionAdjustments, progressEntries, users } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';

type Row = typeof nutritionAdjustments.$inferSelect;

export function toAdjustment(row: Row): NutritionAdjustment {
  return {
    id: row.id,
    clientId: row.clientId,
    week: row.week,
    status: row.status as AdjustmentStatus,
    reasoning: row.reasoning,
    weeks: row.weeks as WeekAverage[],
    rateKgPerWeek: row.rateKgPerWeek,
    goalRateKgPerWeek: row.goalRateKgPerWeek,
    kcalChange: row.kcalChange,
    current: row.current as SetTargets,
    proposed: row.proposed as SetTargets,
    applied: (row.applied as SetTargets | null) ?? null,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of a person's adjustments, oldest first: their account export. */
export async function adjustmentsPage(db: Db, clientId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(nutritionAdjustments)
    .where(eq(nutritionAdjustments.clientId, clientId))
    .orderBy(asc(nutritionAdjustments.createdAt), asc(nutritionAdjustments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toAdjustment);
}

export type NewAdjustment = Pick<
  NutritionAdjustment,
  'clientId' | 'week' | 'reasoning' | 'weeks' | 'rateKgPerWeek' | 'goalRateKgPerWeek' | 'kcalChange'
> & { current: SetTargets; proposed: SetTargets };

/** The weekly calorie adjustments of a client (decision 0036). */
export function createAdjustmentsRepository(db: Db) {
  return {
    /** The client's time zone (their preferences), for their week. */
    async timeZoneOf(clientId: string): Promise<string> {
      const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, clientId));
      return row?.timeZone ?? 'UTC';
    },

    /** "Body weight" entries from `from` to `to` (dates), in kg. */
    async weighings(
      clientId: string,
      from: string,
      to: string,
    ): Promise<{ date: string; weightKg: number }[]> {
      const rows = await db
        .select({ value: progressEntries.value, unit: progressEntries.unit, date: progressEntries.date })
        .from(progressEntries)
        .where(
          and(
            eq(progressEntries.clientId, clientId),
            eq(progressEntries.type, 'Body weight'),
            gte(progressEntries.date, from),
            lte(progressEntries.date, to),
          ),
        )
        .orderBy(asc(progressEntries.date));
      return rows.map((r) => ({ date: r.date, weightKg: r.unit === 'lbs' ? lbsToKg(r.value) : r.value }));
    },

    async ofWeek(clientId: string, week: string): Promise<NutritionAdjustment | null> {
      const [row] = await db
        .select()
        .from(nutritionAdjustments)
        .where(and(eq(nutritionAdjustments.clientId, clientId), eq(nutritionAdjustments.week, week)));
      return row ? toAdjustment(row) : null;
    },

    /**
     * Keeps the week's proposal unless one was made meanwhile (two reads at once make one), and
     * drops the oldest past ADJUSTMENT_HISTORY_MAX. Answers the week's adjustment.
     */
    async create(values: NewAdjustment): Promise<NutritionAdjustment> {
      return db.transaction(async (tx) => {
        await takeClientTurn(tx, values.clientId);
        await tx.insert(nutritionAdjustments).values(values).onConflictDoNothing();
        const kept = tx
          .select({ id: nutritionAdjustments.id })
          .from(nutritionAdjustments)
          .where(eq(nutritionAdjustments.clientId, values.clientId))
          .orderBy(desc(nutritionAdjustments.week))
          .limit(ADJUSTMENT_HISTORY_MAX);
        await tx
          .delete(nutritionAdjustments)
          .where(
            and(
              eq(nutritionAdjustments.clientId, values.clientId),
              sql`${nutritionAdjustments.id} not in (${kept})`,
            ),
          );
        const [row] = await tx
          .select()
          .from(nutritionAdjustments)
          .where(
            and(
              eq(nutritionAdjustments.clientId, values.clientId),
              eq(nutritionAdjustments.week, values.week),
            ),
          );
        return toAdjustment(row!);
      });
    },

    /** The client's adjustment `id`, locked until `tx` ends (a double click waits, then sees it decided). */
    async forDecision(clientId: string, id: string, tx: Db): Promise<NutritionAdjustment | null> {
      const [row] = await tx
        .select()
        .from(nutritionAdjustments)
        .where(and(eq(nutritionAdjustments.id, id), eq(nutritionAdjustments.clientId, clientId)))
        .for('update');
      return row ? toAdjustment(row) : null;
    },

    async decide(
      id: string,
      decision: { status: Exclude<AdjustmentStatus, 'pending'>; applied: SetTargets | null; by: string },
      tx: Db,
    ): Promise<NutritionAdjustment> {
      const [row] = await tx
        .update(nutritionAdjustments)
        .set({
          status: decision.status,
          applied: decision.applied,
          decidedBy: decision.by,
          decidedAt: sql`now()`,
        })
        .where(eq(nutritionAdjustments.id, id))
        .returning();
      return toAdjustment(row!);
    },
  };
}

export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;
