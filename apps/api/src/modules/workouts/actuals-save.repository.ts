import { eq, sql } from 'drizzle-orm';
import type { WorkoutAnswer, WorkoutExercise } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { jsonObject, parsedJson, type JsonText } from '../../db/json.ts';
import { idempotencyKeys, workouts } from '../../db/schema.ts';
import type { KeptKey } from '../../lib/idempotency.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { summaryJson } from './workout-summary.ts';

/** An exercise of the plan a save names: its block's place, its own place in the block, itself. */
export type PlacedExercise = [block: number, exercise: number, value: WorkoutExercise];

/**
 * What a client's save of actuals reads of the workout it saves over: never the whole plan, only
 * the ids of its blocks and the exercises the save names, where they are.
 */
export interface SaveView {
  assignedTo: string;
  status: string;
  /** The row's updated_at as the database spells it: the save writes only if it is unchanged. */
  version: string;
  blockIds: string[];
  exercises: PlacedExercise[];
}

/** Where the save writes: one exercise of one block, replaced whole. */
export interface ExercisePatch {
  block: number;
  exercise: number;
  value: WorkoutExercise;
}

/**
 * The save of a client's actuals, which writes only the exercises it changes: PostgreSQL replaces
 * them in the stored plan (jsonb_set on their paths) and answers the saved workout as JSON text, so
 * that the API neither reads, parses nor writes the whole plan. `reads`: where the read with the
 * session goes.
 */
export function createActualsSaveRepository(db: Db, reads: Db = db) {
  // The named exercises come as a JSON array of their ids (`?` asks whether it holds one).
  const columns = {
    assignedTo: workouts.assignedTo,
    status: workouts.status,
    version: sql<string>`${workouts.updatedAt}::text`,
    blockIds: sql<string[] | string>`jsonb_path_query_array(${workouts.plan}, '$[*].id')`,
    exercises: sql<
      PlacedExercise[] | string
    >`(select coalesce(jsonb_agg(jsonb_build_array(b.i - 1, e.i - 1, e.v)), '[]')
      from jsonb_array_elements(${workouts.plan}) with ordinality as b(v, i),
        jsonb_array_elements(b.v -> 'exercises') with ordinality as e(v, i)
      where ${sql.placeholder('exerciseIds')}::jsonb ? (e.v ->> 'id'))`,
  };
  const viewForSession = selectWithSession(reads, { workout: columns })
    .leftJoin(workouts, eq(workouts.id, sql.placeholder('id')))
    .where(liveSession)
    .prepare('workout_save_view_for_session');
  const view = db
    .select(columns)
    .from(workouts)
    .where(eq(workouts.id, sql.placeholder('id')))
    .prepare('workout_save_view');
  type Row = {
    assignedTo: string | null;
    status: string | null;
    version: string | null;
    blockIds: string[] | string | null;
    exercises: PlacedExercise[] | string | null;
  };
  const toView = (row: Row | null | undefined): SaveView | undefined =>
    row?.assignedTo && row.status && row.version && row.blockIds && row.exercises
      ? {
          assignedTo: row.assignedTo,
          status: row.status,
          version: row.version,
          blockIds: parsedJson(row.blockIds),
          exercises: parsedJson(row.exercises),
        }
      : undefined;

  // The saved workout as the answer of the call, in the JSON the database writes.
  const savedAnswer = jsonObject({ workout: summaryJson('workouts', { sets: workouts.plan }) });

  return {
    /** The user of a live session and what a save of these exercises reads of the workout, in one query. */
    async saveViewForSession(
      tokenHash: string,
      id: string,
      exerciseIds: string[],
    ): Promise<SessionRead<SaveView | undefined>> {
      const [row] = await viewForSession.execute({ tokenHash, id, exerciseIds: JSON.stringify(exerciseIds) });
      return sessionRead(row, ({ workout }) => toView(workout));
    },

    /** What a save of these exercises reads of the workout, read again after another write. */
    async saveView(id: string, exerciseIds: string[]): Promise<SaveView | undefined> {
      const [row] = await view.execute({ id, exerciseIds: JSON.stringify(exerciseIds) });
      return toView(row);
    },

    /**
     * Replaces these exercises of the plan, only if the workout is still scheduled and unchanged
     * since it was read at `version` (so the places still hold); answers the saved workout as
     * GET /api/workouts/{id} shapes it for its trainer, or undefined when nothing was written. With
     * `key`, the same statement keeps that answer under the caller's Idempotency-Key.
     */
    async saveExercisesIfUnchanged(
      id: string,
      version: string,
      patches: ExercisePatch[],
      on: Db = db,
      key?: KeptKey,
    ): Promise<JsonText<WorkoutAnswer> | undefined> {
      const plan = patches.reduce(
        (into, p) =>
          sql`jsonb_set(${into}, ${`{${p.block},exercises,${p.exercise}}`}::text[], ${JSON.stringify(p.value)}::jsonb)`,
        sql`plan`,
      );
      const kept = key
        ? sql`, kept as (
            update ${idempotencyKeys} set status = ${key.status}, answer = (select answer::jsonb from saved)
            where user_id = ${key.userId} and key = ${key.key} and exists (select from saved))`
        : sql``;
      const result: unknown = await on.execute(sql`
        with saved as (
          update ${workouts} set plan = ${plan}, updated_at = now()
          where ${workouts.id} = ${id} and ${workouts.status} <> 'COMPLETED'
            and ${workouts.updatedAt} = ${version}::timestamptz
          returning ${savedAnswer} as answer
        )${kept}
        select answer::text as answer from saved`);
      return (result as { rows: { answer: JsonText<WorkoutAnswer> }[] }).rows[0]?.answer;
    },
  };
}
