import { sql } from 'drizzle-orm';
import { SCHEDULED_WORKOUTS_PER_CLIENT_MAX } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema.ts';

/** A workout about to be written: for whom and on which day. */
export interface PlannedWorkout {
  assignedTo: string;
  scheduledDate: string;
}

/**
 * The clients who would hold more than SCHEDULED_WORKOUTS_PER_CLIENT_MAX workouts scheduled ahead
 * (not done, today or later) with `planned` added. Run it in the transaction that writes them, after
 * the clients' rows are locked (their turn taken), so that two writes at once cannot both pass.
 */
export async function clientsOverScheduledCap(tx: Db, planned: PlannedWorkout[]): Promise<Set<string>> {
  if (!planned.length) return new Set();
  const result: unknown = await tx.execute(sql`
    with adding as (
      select p."assignedTo" as client_id, count(*) as n
      from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb) as p("assignedTo" uuid, "scheduledDate" date)
      where p."scheduledDate" >= current_date
      group by p."assignedTo")
    select a.client_id as id from adding a
    where a.n + (select count(*) from ${workouts} w where w.assigned_to = a.client_id
      and w.status = 'SCHEDULED' and w.scheduled_date >= current_date) > ${SCHEDULED_WORKOUTS_PER_CLIENT_MAX}`);
  return new Set((result as { rows: { id: string }[] }).rows.map((r) => r.id));
}
