import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Exercise } from '@kinetic/contracts/libraries';
import type { LastPerformance } from '@kinetic/contracts/prescribing';
import type { PreviousPerformance } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { libraryExercises, workouts } from '../../db/schema.ts';
import { toItem, type LibraryRow } from '../libraries/libraries.public.ts';
import { previousPerformanceJson } from '../workouts/workouts.public.ts';

/** How many recent workouts the suggestions look through: enough for a few weeks of training. */
const RECENT_WORKOUTS = 20;
const PRESCRIBED_WORKOUTS = 200;

type Rows<T> = { rows: T[] };

/** Each exercise of the workouts `chosen` selects (ordered by `rank`, 1 first), with its place. */
const exercisesOf = (chosen: SQL) => sql`
  select x.exercise->>'exerciseId' as id, w.rank
  from (${chosen}) w
  cross join jsonb_array_elements(w.plan) as b(block)
  cross join jsonb_array_elements(b.block->'exercises') as x(exercise)`;

export function createPrescribingRepository(db: Db) {
  /** Library exercises by id, in the order of `ids`, those the caller may not see left out. */
  async function exercisesInOrder(ids: string[], approvedOnly: boolean, limit: number): Promise<Exercise[]> {
    if (!ids.length) return [];
    const rows = await db
      .select()
      .from(libraryExercises)
      .where(
        and(
          inArray(libraryExercises.id, ids),
          approvedOnly ? eq(libraryExercises.approved, true) : undefined,
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, toItem(r as LibraryRow) as Exercise]));
    return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
  }

  const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const ids = (rows: { id: string }[]) => rows.map((r) => r.id).filter((id) => uuidText.test(id));

  return {
    /** The exercises of the client's latest workouts (by date), those of the latest first. */
    async recentOfClient(clientId: string, approvedOnly: boolean, limit: number): Promise<Exercise[]> {
      const result: unknown = await db.execute(sql`
        select e.id from (${exercisesOf(sql`
          select plan, row_number() over (order by scheduled_date desc nulls last, created_at desc) as rank
          from ${workouts} where assigned_to = ${clientId}
          order by scheduled_date desc nulls last, created_at desc
          limit ${RECENT_WORKOUTS}`)}) e
        group by e.id order by min(e.rank), e.id
        limit ${limit * 3}`);
      return exercisesInOrder(ids((result as Rows<{ id: string }>).rows), approvedOnly, limit);
    },

    /** The exercises the trainer put in their latest workouts most often, the most used first. */
    async mostUsedBy(trainerId: string, approvedOnly: boolean, limit: number): Promise<Exercise[]> {
      const result: unknown = await db.execute(sql`
        select e.id from (${exercisesOf(sql`
          select plan, 1 as rank from ${workouts} where created_by = ${trainerId}
          order by created_at desc limit ${PRESCRIBED_WORKOUTS}`)}) e
        group by e.id order by count(*) desc, e.id
        limit ${limit * 3}`);
      return exercisesInOrder(ids((result as Rows<{ id: string }>).rows), approvedOnly, limit);
    },

    /**
     * For each exercise, the client's last performance of it (see previousPerformanceJson), in the
     * order asked; exercises never performed are left out.
     */
    async lastPerformances(clientId: string, exerciseIds: string[]): Promise<LastPerformance[]> {
      const result: unknown = await db.execute(sql`
        select wanted.id as "exerciseId", last.performance
        from unnest(${`{${exerciseIds.join(',')}}`}::uuid[]) with ordinality as wanted(id, position)
        cross join lateral (
          select ${previousPerformanceJson(sql`${clientId}::uuid`, sql`wanted.id`)} as performance
        ) last
        where last.performance is not null
        order by wanted.position`);
      const rows = (result as Rows<{ exerciseId: string; performance: PreviousPerformance | string }>).rows;
      return rows.map((r) => ({
        exerciseId: r.exerciseId,
        ...(typeof r.performance === 'string'
          ? (JSON.parse(r.performance) as PreviousPerformance)
          : r.performance),
      }));
    },
  };
}

export type PrescribingRepository = ReturnType<typeof createPrescribingRepository>;
