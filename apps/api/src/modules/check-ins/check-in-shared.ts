import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CheckInAlert } from '@kinetic/contracts/check-ins';
import type { Db } from '../../db/client.ts';
import { checkInTemplates, checkIns } from '../../db/schema.ts';
import { toCheckIn, toTemplate } from './check-in-view.ts';

// What other modules read of check-ins: the export's pages and the Needs attention facts.

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The client's check-ins as both sides read them, oldest first: a page of the export. */
export async function checkInsForExport(db: Db, clientId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.clientId, clientId))
    .orderBy(asc(checkIns.dueDate))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toCheckIn(r, utcToday()));
}

/** The trainer's check-in templates, oldest first: a page of the export. */
export async function checkInTemplatesForExport(db: Db, trainerId: string, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(checkInTemplates)
    .where(eq(checkInTemplates.trainerId, trainerId))
    .orderBy(asc(checkInTemplates.createdAt), asc(checkInTemplates.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toTemplate(r, 0));
}

/** A client's check-in facts for Needs attention. */
export interface CheckInFacts {
  /** The last due day before today, passed without a check-in sent; null when none. */
  overdue: string | null;
  /** The newest check-in sent in the last 14 days, not reviewed yet, whose answers hit an alert rule. */
  alerted: { id: string; dueDate: string; alerts: CheckInAlert[] } | null;
}

/**
 * The facts, as one JSON value per client (`clientId`, a column), on `today`: only a client with an
 * active assignment is looked at for the overdue one (an index probe each).
 */
export const checkInFactsJson = (
  clientId: SQL,
  today: SQL,
  since: SQL,
) => sql<CheckInFacts>`json_build_object(
  'overdue', (
    select d.due::text from check_in_assignments a
      cross join lateral (select (${today} - 1) - ((extract(dow from ${today} - 1)::int - a.weekday + 7) % 7) as due) d
    where a.client_id = ${clientId} and a.active and d.due >= a.created_at::date
      and not exists (select 1 from check_ins s where s.client_id = a.client_id and s.due_date = d.due
        and s.status <> 'due')),
  'alerted', (
    select json_build_object('id', c.id, 'dueDate', c.due_date, 'alerts', c.alerts) from check_ins c
    where c.client_id = ${clientId} and c.status = 'submitted' and c.submitted_at >= ${since}
      and jsonb_array_length(c.alerts) > 0
    order by c.submitted_at desc limit 1))`;
