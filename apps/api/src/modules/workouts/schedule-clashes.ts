import { sql } from 'drizzle-orm';
import type { ClashChoice, ScheduleClash } from '@kinetic/contracts/schedule-clashes';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema.ts';
import type { PlannedWorkout } from './scheduled-cap.ts';

const key = (w: { assignedTo: string; scheduledDate: string }) => `${w.assignedTo}:${w.scheduledDate}`;

/** The client-days of `planned`, once each, as a table `p("assignedTo", "scheduledDate")`. */
const plannedDays = (planned: PlannedWorkout[]) => {
  const days = [...new Map(planned.map((p) => [key(p), p])).values()];
  return sql`(select distinct r."assignedTo", r."scheduledDate"
    from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as r("assignedTo" uuid, "scheduledDate" date)) p`;
};

/**
 * The workouts the clients already have on the days `planned` would schedule for them, by client,
 * day and creation. Bounded by the write's own bounds (its days) and the clients' scheduled cap.
 */
export async function findClashes(db: Db, planned: PlannedWorkout[]): Promise<ScheduleClash[]> {
  if (!planned.length) return [];
  const result: unknown = await db.execute(sql`
    select w.assigned_to as "clientId", w.scheduled_date::text as "scheduledDate", w.id as "workoutId",
      w.name, w.status = 'COMPLETED' as completed
    from ${plannedDays(planned)}
    join ${workouts} w on w.assigned_to = p."assignedTo" and w.scheduled_date = p."scheduledDate"
    order by w.assigned_to, w.scheduled_date, w.created_at, w.id`);
  return (result as { rows: ScheduleClash[] }).rows;
}

/** The planned workouts on days the client has nothing yet (what `skip` keeps). */
export function withoutClashes<P extends PlannedWorkout>(planned: P[], clashes: ScheduleClash[]): P[] {
  const taken = new Set(clashes.map((c) => key({ assignedTo: c.clientId, scheduledDate: c.scheduledDate })));
  return planned.filter((p) => !taken.has(key(p)));
}

/**
 * Carries out the coach's choice for the days that clash, in the transaction that writes `planned`
 * (the clients' rows locked): `skip` leaves out the planned workouts on those days, `replace`
 * deletes the clients' workouts there that are not completed, `keep` does nothing. Answers what is
 * left to write and how many workouts were replaced.
 */
export async function settleClashes<P extends PlannedWorkout>(
  tx: Db,
  planned: P[],
  choice: ClashChoice,
  /** A workout never replaced: the one being copied. */
  spare?: string,
): Promise<{ planned: P[]; replaced: number }> {
  if (choice === 'keep' || !planned.length) return { planned, replaced: 0 };
  if (choice === 'skip')
    return { planned: withoutClashes(planned, await findClashes(tx, planned)), replaced: 0 };
  const result: unknown = await tx.execute(sql`
    delete from ${workouts} w using ${plannedDays(planned)}
    where w.assigned_to = p."assignedTo" and w.scheduled_date = p."scheduledDate"
      and w.status <> 'COMPLETED' ${spare ? sql`and w.id <> ${spare}::uuid` : sql``}
    returning w.id`);
  return { planned, replaced: (result as { rows: unknown[] }).rows.length };
}
