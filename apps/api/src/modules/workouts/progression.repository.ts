import { eq, sql } from 'drizzle-orm';
import type { PlateSettings } from '@kinetic/contracts/plates';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { parsedJson } from '../../db/json.ts';
import { users, workouts } from '../../db/schema.ts';

/** How many of a client's next scheduled workouts a completion looks through for its exercises. */
export const NEXT_WORKOUTS_LOOKED_AT = 30;

export interface ScheduledPlan {
  id: string;
  plan: SetBlock[];
  version: string;
}

/** The scheduled workouts a completion writes the next targets into. */
export function createProgressionRepository(db: Db) {
  return {
    /**
     * The client's next scheduled workouts (from `from`, not `exceptId`) holding one of the library
     * exercises, earliest first, at most NEXT_WORKOUTS_LOOKED_AT.
     */
    async nextHolding(
      clientId: string,
      exceptId: string,
      from: string,
      exerciseIds: string[],
      tx: Db = db,
    ): Promise<ScheduledPlan[]> {
      const result: unknown = await tx.execute(sql`
        select w.id, w.plan::text as plan, w.updated_at::text as version from ${workouts} w
        where w.assigned_to = ${clientId} and w.status = 'SCHEDULED' and w.id <> ${exceptId}
          and w.scheduled_date >= ${from}::date
          and jsonb_path_query_array(w.plan, '$[*].exercises[*].exerciseId') ?| array(select jsonb_array_elements_text(${JSON.stringify(exerciseIds)}::jsonb))
        order by w.scheduled_date, w.created_at, w.id
        limit ${NEXT_WORKOUTS_LOOKED_AT}`);
      return (result as { rows: { id: string; plan: string; version: string }[] }).rows.map((r) => ({
        id: r.id,
        plan: parsedJson<SetBlock[]>(r.plan),
        version: r.version,
      }));
    },

    /** The client's plates (null: the usual ones), which make their plate step. */
    async platesOf(clientId: string, tx: Db = db): Promise<Partial<PlateSettings> | null> {
      const [row] = await tx.select({ plates: users.plates }).from(users).where(eq(users.id, clientId));
      return row?.plates ?? null;
    },

    /** Writes the plans, each only if its workout is unchanged since it was read. */
    async writeNextTargets(plans: ScheduledPlan[], tx: Db = db): Promise<void> {
      if (!plans.length) return;
      const rows = plans.map((p) => ({ id: p.id, plan: p.plan, version: p.version }));
      await tx.execute(sql`
        update ${workouts} w set plan = r.plan, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, plan jsonb, version timestamptz)
        where w.id = r.id and w.updated_at = r.version and w.status = 'SCHEDULED'`);
    },
  };
}

export type ProgressionRepository = ReturnType<typeof createProgressionRepository>;
