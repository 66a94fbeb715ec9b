import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { PHOTO_POSES } from '@kinetic/contracts/progress-photos';
import type { DiaryDayTotals } from '@kinetic/contracts/nutrition-compliance';
import type { NutritionTargets } from '@kinetic/contracts/nutrition';
import type { Db } from '../../db/client.ts';
import { habits, habitTicks, progressEntries, progressPhotos, workouts } from '../../db/schema.ts';
import { nutritionWeekJson } from '../nutrition/nutrition.public.ts';
import { toPhoto } from '../progress/progress.public.ts';

/** A week of a check-in: its first and last day (calendar dates). */
export interface Week {
  from: string;
  to: string;
}

const WEIGHT = 'Body weight';

/**
 * What a check-in's review shows of a client's week beside the one before, read from the other
 * modules' tables: measurements, photos, workouts, habits and the food diary. Each read is one index
 * range scan by client (and type or date).
 */
export function createCheckInWeekRepository(db: Db) {
  return {
    /** Body weights of the two weeks (`from` a week before `week.from` to `week.to`), oldest first. */
    weights: (clientId: string, since: string, to: string) =>
      db
        .select({ date: progressEntries.date, value: progressEntries.value, unit: progressEntries.unit })
        .from(progressEntries)
        .where(
          and(
            eq(progressEntries.clientId, clientId),
            eq(progressEntries.type, WEIGHT),
            gte(progressEntries.date, since),
            lte(progressEntries.date, to),
          ),
        )
        .orderBy(asc(progressEntries.date), asc(progressEntries.createdAt)),

    /** Each measurement's (weight aside) newest value on or before `to`, and the newest before `before`. */
    async measurements(clientId: string, before: string, to: string) {
      const newest = (until: string, strict: boolean) =>
        db
          .selectDistinctOn([progressEntries.type], {
            type: progressEntries.type,
            value: progressEntries.value,
            unit: progressEntries.unit,
            date: progressEntries.date,
          })
          .from(progressEntries)
          .where(
            and(
              eq(progressEntries.clientId, clientId),
              sql`${progressEntries.type} <> ${WEIGHT}`,
              strict ? sql`${progressEntries.date} < ${until}` : lte(progressEntries.date, until),
            ),
          )
          .orderBy(progressEntries.type, desc(progressEntries.date), desc(progressEntries.createdAt));
      const [now, then] = await Promise.all([newest(to, false), newest(before, true)]);
      return { now, then };
    },

    /** The client's photos of these ids (a check-in's), in the order of the poses. */
    async photos(clientId: string, ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(progressPhotos)
        .where(and(eq(progressPhotos.clientId, clientId), inArray(progressPhotos.id, ids)));
      return rows.map(toPhoto).sort((a, b) => PHOTO_POSES.indexOf(a.pose) - PHOTO_POSES.indexOf(b.pose));
    },

    /** Workouts scheduled in the week and how many of them are completed. */
    async workouts(clientId: string, week: Week) {
      const [row] = await db
        .select({
          assigned: sql<number>`count(*)::int`.mapWith(Number),
          completed: sql<number>`(count(*) filter (where ${workouts.status} = 'COMPLETED'))::int`.mapWith(
            Number,
          ),
        })
        .from(workouts)
        .where(
          and(
            eq(workouts.assignedTo, clientId),
            gte(workouts.scheduledDate, week.from),
            lte(workouts.scheduledDate, week.to),
          ),
        );
      return { assigned: row?.assigned ?? 0, completed: row?.completed ?? 0 };
    },

    /** The habits the client held in the week (not archived before it ended) with its days ticked. */
    habits: (clientId: string, week: Week) =>
      db
        .select({
          name: habits.name,
          frequency: habits.frequency,
          daysPerWeek: habits.daysPerWeek,
          done: sql<number>`(select count(*)::int from ${habitTicks} t
            where t.habit_id = ${habits.id} and t.date >= ${week.from} and t.date <= ${week.to})`.mapWith(
            Number,
          ),
        })
        .from(habits)
        .where(
          and(
            eq(habits.clientId, clientId),
            or(isNull(habits.archivedAt), gte(habits.archivedAt, sql`${week.to}::date + 1`)),
            sql`${habits.createdAt} < ${week.to}::date + 1`,
          ),
        )
        .orderBy(asc(habits.createdAt))
        .limit(20),

    /** The client's targets and the week's diary days, or null without targets. */
    async nutrition(
      clientId: string,
      week: Week,
    ): Promise<{ targets: Pick<NutritionTargets, 'day' | 'restDay'>; days: DiaryDayTotals[] } | null> {
      const result: unknown = await db.execute(
        sql`select ${nutritionWeekJson(sql`${clientId}::uuid`, sql`(${week.to}::date + 1)`)} as week`,
      );
      const week7 = (result as { rows: { week: { targets: never; days: DiaryDayTotals[] } | null }[] })
        .rows[0]?.week;
      return week7 ? { targets: week7.targets, days: week7.days } : null;
    },
  };
}

export type CheckInWeekRepository = ReturnType<typeof createCheckInWeekRepository>;
