import { eq, sql } from 'drizzle-orm';
import type { PersonalRecord } from '@kinetic/contracts/records';
import type { SetBlock } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { parsedJson } from '../../db/json.ts';
import { notifications, performedSets, users, workouts } from '../../db/schema.ts';
import type { NewNotification } from '../notifications/notifications.public.ts';
import { newRecordsCtes, toRecord, type RecordRow } from '../records/records.public.ts';
import { sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { clientDataReaders } from '../../domain/read-policy.ts';
import { summaryColumns, toSummary, type SummaryRow } from './workout-summary.ts';
import { workoutWithSession } from './workout-with-session.ts';
import type { StoredWorkout } from './stored-workout.ts';

/** A workout as it is sent: the plan still the JSON text the database holds, never parsed. */
export interface StoredWorkoutText extends Omit<StoredWorkout, 'plan'> {
  planJson: string;
  /** The row's updated_at as the database spells it: a write succeeds only if it is unchanged. */
  version: string;
}

/** What completing records of each performed set (see performedRecords). */
export type PerformedRecord = Omit<
  typeof performedSets.$inferInsert,
  'id' | 'workoutId' | 'clientId' | 'performedAt'
>;

/** What a completion writes besides the plan. */
export interface Completion {
  clientId: string;
  completedDate: Date;
  /** What hurt, as the client reported it; null when nothing did. */
  pain?: { area: string; level: number } | null;
  records: PerformedRecord[];
  /** Told to the client's trainer, in the same statement. */
  notice?: NewNotification;
}

type TextRow = SummaryRow & { planJson: string; version: string };

/**
 * A client's completion of a workout: it reads the whole plan (what was performed, the personal
 * records it sets) and writes it back completed. `reads`: where the read with the session goes.
 */
export function createCompletionRepository(db: Db, reads: Db = db) {
  // The workout with its plan as text and the version it saves over.
  const textColumns = {
    ...summaryColumns,
    planJson: sql<string>`${workouts.plan}::text`,
    version: sql<string>`${workouts.updatedAt}::text`,
  };
  const findText = db
    .select({ workout: textColumns, ...clientDataReaders.columns() })
    .from(workouts)
    .innerJoin(users, eq(users.id, workouts.assignedTo))
    .where(eq(workouts.id, sql.placeholder('id')))
    .prepare('workout_find_text');
  const findTextForSession = workoutWithSession(reads, textColumns).prepare('workout_find_text_for_session');
  const toText = (row: { workout: TextRow; clientTrainerId: string | null }): StoredWorkoutText => {
    const { planJson, version, ...summary } = row.workout;
    return { summary: toSummary(summary), planJson, version, clientTrainerId: row.clientTrainerId };
  };

  return {
    /** One workout with its plan as the database holds it, to complete. */
    async findText(id: string): Promise<StoredWorkoutText | undefined> {
      const [row] = await findText.execute({ id });
      return row && toText(row);
    },

    /** The user of a live session and the workout with this id (if there is one), in one query. */
    async findTextForSession(
      tokenHash: string,
      id: string,
    ): Promise<SessionRead<StoredWorkoutText | undefined>> {
      const [row] = await findTextForSession.execute({ tokenHash, id });
      return sessionRead(row, ({ workout, clientTrainerId }) =>
        workout ? toText({ workout, clientTrainerId }) : undefined,
      );
    },

    /**
     * Completes the workout with this plan and appends its performed sets: one statement, so all of
     * it or nothing, and only if the workout is still scheduled and unchanged since it was read at
     * `version`. Answers whether it was saved and the personal records the completion set. `on`: a
     * transaction to run in (the one that keeps an Idempotency-Key).
     */
    async completeIfUnchanged(
      id: string,
      version: string,
      plan: SetBlock[],
      completion: Completion,
      on: Db = db,
    ): Promise<{ saved: boolean; records: PersonalRecord[]; notified?: { userId: string; id: string } }> {
      const notice = completion.notice && { body: '', ...completion.notice };
      const newRecords = newRecordsCtes({
        appended: sql`appended`,
        clientId: sql`${completion.clientId}::uuid`,
        workoutId: sql`${id}::uuid`,
        completedAt: sql`${completion.completedDate}::timestamptz`,
      });
      const result: unknown = await on.execute(sql`
        with changed as (
          update ${workouts} set plan = ${JSON.stringify(plan)}::jsonb, updated_at = now(),
            ${sql.identifier('status')} = 'COMPLETED', ${sql.identifier('completed_date')} = ${completion.completedDate},
            pain_area = ${completion.pain?.area ?? null}, pain_level = ${completion.pain?.level ?? null}
          where ${workouts.id} = ${id} and ${workouts.status} <> 'COMPLETED'
            and ${workouts.updatedAt} = ${version}::timestamptz
          returning ${workouts.id}
        ), appended as (
          insert into ${performedSets} (workout_id, client_id, exercise_id, set_row_id, performed_at,
            reps, weight, weight_unit, duration, tempo)
          select changed.id, ${completion.clientId}::uuid, r."exerciseId", r."setRowId",
            ${completion.completedDate}::timestamptz, r.reps, r.weight, r."weightUnit", r.duration, r.tempo
          from changed, jsonb_to_recordset(${JSON.stringify(completion.records)}::jsonb) as r("exerciseId" uuid,
            "setRowId" uuid, reps integer, weight text, "weightUnit" text, duration text, tempo text)
          returning exercise_id, workout_id, performed_at, id, reps, weight, weight_unit
        ), ${newRecords}, notified as (
          insert into ${notifications} (user_id, subject_id, kind, title, body, link)
          select n."userId", n."subjectId", n.kind, n.title, n.body, n.link
          from changed, jsonb_to_recordset(${JSON.stringify(notice ? [notice] : [])}::jsonb)
            as n("userId" uuid, "subjectId" uuid, kind text, title text, body text, link text)
          returning ${notifications.id}, ${notifications.userId}
        )
        select (select count(*) from changed)::int as changed,
          (select id from notified) as "noticeId", (select user_id from notified) as "noticeTo",
          (select coalesce(json_agg(r.record order by r.name, r.exercise_id), '[]') from new_records r) as records`);
      const row = (
        result as {
          rows: {
            changed: number;
            noticeId: string | null;
            noticeTo: string | null;
            records: RecordRow[] | string;
          }[];
        }
      ).rows[0]!;
      return {
        saved: row.changed === 1,
        records: parsedJson(row.records).map(toRecord),
        ...(row.noticeId && row.noticeTo ? { notified: { userId: row.noticeTo, id: row.noticeId } } : {}),
      };
    },
  };
}
