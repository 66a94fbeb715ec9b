import { sql, type SQL } from 'drizzle-orm';
import type { DiaryDayTotals } from '@kinetic/contracts/nutrition-compliance';
import type { Db } from '../../db/client.ts';
import { dayAndRestTargetsJson, type DayAndRestTargets } from './nutrition.repository.ts';

/**
 * Every day from `from` to `to` (dates) of one client as a JSON array, oldest first: the diary's
 * calories and protein summed by day and how many entries, and whether a workout is scheduled on
 * it (a training day, as the targets define it). One range scan of the diary and one of the
 * schedule (both by client and date), whatever the window's length.
 */
export const diaryDaysJson = (clientId: SQL, from: SQL, to: SQL) => sql<DiaryDayTotals[]>`(
  select coalesce(json_agg(json_build_object('date', (${from} + g.i)::text,
    'kcal', coalesce(e.kcal, 0), 'protein', coalesce(e.protein, 0), 'entries', coalesce(e.n, 0),
    'isTrainingDay', tw.day is not null) order by g.i), '[]'::json)
  from generate_series(0, ${to} - ${from}) g(i)
  left join (
    select de.date, sum(de.kcal) as kcal, sum(de.protein) as protein, count(*)::int as n
    from food_diary_entries de
    where de.client_id = ${clientId} and de.date >= ${from} and de.date <= ${to}
    group by de.date) e on e.date = ${from} + g.i
  left join (
    select distinct tw.scheduled_date as day from workouts tw
    where tw.assigned_to = ${clientId} and tw.scheduled_date >= ${from} and tw.scheduled_date <= ${to}
  ) tw on tw.day = ${from} + g.i)`;

/** What the trainer's signal needs of a client's nutrition (null without targets). */
export interface NutritionWeek {
  targets: DayAndRestTargets;
  /** When targets were first set, as far as the kept changes tell (ISO 8601). */
  setAt: string;
  /** The newest day with an entry, up to today; null when none. */
  lastLogged: string | null;
  /** The 7 days before today. */
  days: DiaryDayTotals[];
}

/**
 * One client's targets, when they were set, their last logged day and the last 7 days' totals as
 * JSON (NutritionWeek), or null when they have no targets: a correlated subquery for a list of
 * clients, each a primary-key probe and index range scans. `today` is a date.
 */
export const nutritionWeekJson = (clientId: SQL, today: SQL) => sql<NutritionWeek | null>`(
  select json_build_object(
    'targets', ${dayAndRestTargetsJson('t')},
    'setAt', least(t.updated_at,
      (select min(tc.created_at) from nutrition_target_changes tc where tc.client_id = t.client_id)),
    'lastLogged', (select max(le.date)::text from food_diary_entries le
      where le.client_id = t.client_id and le.date <= ${today}),
    'days', ${diaryDaysJson(sql`t.client_id`, sql`(${today} - 7)`, sql`(${today} - 1)`)})
  from nutrition_targets t where t.client_id = ${clientId})`;

export function createComplianceRepository(db: Db) {
  return {
    /** Every day from `from` to `to` of the client's diary, summed (see diaryDaysJson). */
    async days(clientId: string, from: string, to: string): Promise<DiaryDayTotals[]> {
      const result: unknown = await db.execute(
        sql`select ${diaryDaysJson(sql`${clientId}::uuid`, sql`${from}::date`, sql`${to}::date`)} as days`,
      );
      return (result as { rows: { days: DiaryDayTotals[] }[] }).rows[0]?.days ?? [];
    },
  };
}

export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
