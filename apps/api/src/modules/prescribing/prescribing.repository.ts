import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Exercise } from '@kinetic/contracts/libraries';
import type { LastPerformance, PerformedSet } from '@kinetic/contracts/prescribing';
import type { Db } from '../../db/client.ts';
import { libraryExercises, performedSets, workouts } from '../../db/schema.ts';
import { toItem, type LibraryRow } from '../libraries/library-kinds.ts';

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
     * For each exercise, the sets the client recorded the last time they completed a workout with
     * it (the latest completion; its sets in the order they were recorded). Exercises never
     * performed are left out. With `before`, only completions of other workouts before it (its
     * completion, if it has one): what the client did before this workout.
     */
    async lastPerformances(
      clientId: string,
      exerciseIds: string[],
      before?: { workoutId: string; completedDate: string | null },
    ): Promise<LastPerformance[]> {
      const earlier = before
        ? sql`and ps.workout_id <> ${before.workoutId}
            and ps.performed_at < coalesce(${before.completedDate}::timestamptz, 'infinity')`
        : sql``;
      const result: unknown = await db.execute(sql`
        select last.exercise_id as "exerciseId", last.workout_id as "workoutId",
          last.performed_at as "performedAt",
          (select coalesce(json_agg(json_build_object('actualReps', p.reps, 'actualWeight', p.weight,
              'weightUnit', p.weight_unit) order by p.id), '[]')
            from ${performedSets} p
            where p.client_id = ${clientId} and p.exercise_id = last.exercise_id
              and p.workout_id = last.workout_id) as sets
        from unnest(${`{${exerciseIds.join(',')}}`}::uuid[]) with ordinality as wanted(id, position)
        cross join lateral (
          select ps.exercise_id, ps.workout_id, ps.performed_at from ${performedSets} ps
          where ps.client_id = ${clientId} and ps.exercise_id = wanted.id ${earlier}
          order by ps.performed_at desc, ps.id desc limit 1
        ) last
        order by wanted.position`);
      const rows = (
        result as Rows<{
          exerciseId: string;
          workoutId: string;
          performedAt: Date | string;
          sets: PerformedSet[] | string;
        }>
      ).rows;
      return rows.map((r) => ({
        exerciseId: r.exerciseId,
        workoutId: r.workoutId,
        date: new Date(r.performedAt).toISOString(),
        sets: typeof r.sets === 'string' ? (JSON.parse(r.sets) as PerformedSet[]) : r.sets,
      }));
    },
  };
}

export type PrescribingRepository = ReturnType<typeof createPrescribingRepository>;
