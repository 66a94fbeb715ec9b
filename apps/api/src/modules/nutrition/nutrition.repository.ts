import { and, desc, eq, sql } from 'drizzle-orm';
import { lbsToKg, type BodyData, type Sex } from '@kinetic/contracts/body-data';
import {
  TARGET_HISTORY_MAX,
  type DayTargets,
  type NutritionTargets,
  type targetsInput,
} from '@kinetic/contracts/nutrition';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  bodyProfiles,
  nutritionTargetChanges,
  nutritionTargets,
  onboardingAnswers,
  progressEntries,
  workouts,
} from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';

type TargetsRow = typeof nutritionTargets.$inferSelect;
/** What a day's targets are chosen from (targetsForDay): a training day's, and a rest day's if set. */
export type DayAndRestTargets = Pick<NutritionTargets, 'day' | 'restDay'>;
export type TargetsValues = z.output<typeof targetsInput>;

const dayTargetsJson = (alias: string, prefix: '' | 'rest_') =>
  sql.raw(`json_build_object('kcal', ${alias}.${prefix}kcal, 'protein', ${alias}.${prefix}protein,
  'carbs', ${alias}.${prefix}carbs, 'fat', ${alias}.${prefix}fat, 'fiber', ${alias}.${prefix}fiber)`);

/** The targets row `alias` (of nutrition_targets) as JSON DayAndRestTargets, as toTargets makes them. */
export const dayAndRestTargetsJson = (alias: string) =>
  sql<DayAndRestTargets>`json_build_object('day', ${dayTargetsJson(alias, '')}, 'restDay',
    case when ${sql.raw(alias)}.rest_kcal is null then null else ${dayTargetsJson(alias, 'rest_')} end)`;

export function toTargets(row: TargetsRow): NutritionTargets {
  const restDay: DayTargets | null =
    row.restKcal === null
      ? null
      : {
          kcal: row.restKcal,
          protein: row.restProtein!,
          carbs: row.restCarbs!,
          fat: row.restFat!,
          fiber: row.restFiber,
        };
  return {
    clientId: row.clientId,
    day: { kcal: row.kcal, protein: row.protein, carbs: row.carbs, fat: row.fat, fiber: row.fiber },
    restDay,
    goalRateKgPerWeek: row.goalRateKgPerWeek,
    setBy: row.setBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBodyData(row: typeof bodyProfiles.$inferSelect | undefined): BodyData {
  return {
    dateOfBirth: row?.dateOfBirth ?? null,
    sex: (row?.sex as Sex | null | undefined) ?? null,
    heightCm: row?.heightCm ?? null,
    weightKg: row?.weightKg ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function createNutritionRepository(db: Db) {
  return {
    async body(userId: string): Promise<BodyData> {
      const [row] = await db.select().from(bodyProfiles).where(eq(bodyProfiles.userId, userId));
      return toBodyData(row);
    },

    async saveBody(userId: string, values: Omit<BodyData, 'updatedAt'>): Promise<BodyData> {
      const [row] = await db
        .insert(bodyProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: bodyProfiles.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return toBodyData(row);
    },

    /** What the intake's goals form says of height and weight (as typed) and training days a week. */
    async intake(
      userId: string,
    ): Promise<{ height: string | null; weight: string | null; daysPerWeek: number | null }> {
      const [row] = await db
        .select({ answers: onboardingAnswers.answers })
        .from(onboardingAnswers)
        .where(and(eq(onboardingAnswers.userId, userId), eq(onboardingAnswers.form, 'goals-activities')))
        .orderBy(desc(onboardingAnswers.version))
        .limit(1);
      const fields = (row?.answers ?? {}) as Record<string, unknown>;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      const days = typeof fields.daysPerWeek === 'string' ? Number(fields.daysPerWeek) : NaN;
      return {
        height: text(fields.height),
        weight: text(fields.weight),
        daysPerWeek: Number.isInteger(days) && days >= 0 && days <= 7 ? days : null,
      };
    },

    /** The latest "Body weight" progress entry, in kg. */
    async latestWeighing(userId: string): Promise<{ weightKg: number; date: string } | null> {
      const [row] = await db
        .select({ value: progressEntries.value, unit: progressEntries.unit, date: progressEntries.date })
        .from(progressEntries)
        .where(and(eq(progressEntries.clientId, userId), eq(progressEntries.type, 'Body weight')))
        .orderBy(desc(progressEntries.date), desc(progressEntries.createdAt))
        .limit(1);
      if (!row) return null;
      return { weightKg: row.unit === 'lbs' ? lbsToKg(row.value) : row.value, date: row.date };
    },

    async targets(clientId: string, tx: Db = db): Promise<NutritionTargets | null> {
      const [row] = await tx.select().from(nutritionTargets).where(eq(nutritionTargets.clientId, clientId));
      return row ? toTargets(row) : null;
    },

    /**
     * Sets the targets and keeps the change, all in `tx`; changes past TARGET_HISTORY_MAX, the
     * oldest, are dropped. Writes for one client take turns, so the count holds.
     */
    async setTargets(clientId: string, by: string, t: TargetsValues, tx: Db): Promise<NutritionTargets> {
      await takeClientTurn(tx, clientId);
      const r = t.restDay;
      const values = {
        kcal: t.day.kcal,
        protein: t.day.protein,
        carbs: t.day.carbs,
        fat: t.day.fat,
        fiber: t.day.fiber,
        restKcal: r?.kcal ?? null,
        restProtein: r?.protein ?? null,
        restCarbs: r?.carbs ?? null,
        restFat: r?.fat ?? null,
        restFiber: r?.fiber ?? null,
        goalRateKgPerWeek: t.goalRateKgPerWeek,
        setBy: by,
      };
      const [row] = await tx
        .insert(nutritionTargets)
        .values({ clientId, ...values })
        .onConflictDoUpdate({ target: nutritionTargets.clientId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      await tx.insert(nutritionTargetChanges).values({ clientId, changedBy: by, targets: t });
      const kept = tx
        .select({ id: nutritionTargetChanges.id })
        .from(nutritionTargetChanges)
        .where(eq(nutritionTargetChanges.clientId, clientId))
        .orderBy(desc(nutritionTargetChanges.createdAt), desc(nutritionTargetChanges.id))
        .limit(TARGET_HISTORY_MAX);
      await tx
        .delete(nutritionTargetChanges)
        .where(
          and(
            eq(nutritionTargetChanges.clientId, clientId),
            sql`${nutritionTargetChanges.id} not in (${kept})`,
          ),
        );
      return toTargets(row!);
    },

    /** Whether the client has a workout scheduled on `date`: a training day. */
    async isTrainingDay(clientId: string, date: string): Promise<boolean> {
      const [row] = await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.assignedTo, clientId), eq(workouts.scheduledDate, date)))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type NutritionRepository = ReturnType<typeof createNutritionRepository>;
