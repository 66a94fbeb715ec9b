import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { CalendarAnswer } from '@kinetic/contracts/calendar';
import type { ClashChoice } from '@kinetic/contracts/schedule-clashes';
import type { SetBlock, Workout, WorkoutSummary } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { users, workoutTemplates, workouts } from '../../db/schema.ts';
import { jsonArray, jsonObject, jsonText, type JsonText } from '../../db/json.ts';
import { createAnswerCaches, type AnswerCaches } from '../../lib/versioned-cache.ts';
import { calendarCounterOf, prepareCalendarCounter } from './calendar-counter.ts';
import { summaryColumns, summaryJson, toSummary, workoutClient } from './workout-summary.ts';
import { clientOf } from '../../domain/trainer-reach.ts';
import { freshPlanSql } from './fresh-plan.ts';
import { clientsOverScheduledCap } from './scheduled-cap.ts';
import { settleClashes } from './schedule-clashes.ts';

/** One copy of a workout: for whom, on which day, under which name (the source's if null). */
export interface CopyOf {
  assignedTo: string;
  scheduledDate: string;
  name: string | null;
}

/**
 * What copies are made from: a workout (of the trainer's client, checked by the caller) or a
 * template (one the trainer may use, checked by the caller). Both hold a name, a description, a
 * duration, tags and a plan.
 */
export interface CopySource {
  kind: 'workout' | 'template';
  id: string;
}

/** Refuses copies inside their transaction, so that what it did first is rolled back. */
class CapReached extends Error {
  constructor(readonly clientIds: Set<string>) {
    super('full');
  }
}

/** Which workouts a calendar shows: a trainer's clients' (or one of them), or one client's own. */
export type CalendarScope = { trainerId: string; clientId?: string | undefined } | { clientId: string };

/** Copies of workouts, rescheduling, and the calendar: the writes and reads that move workouts in time. */
export function createWorkoutScheduleRepository(
  db: Db,
  reads: Db = db,
  caches: AnswerCaches = createAnswerCaches(),
) {
  // The calendar is read on every visit to it, and a trainer's week is hundreds of workouts: its
  // JSON costs the database milliseconds. Built answers are kept under the caller's calendar counter
  // (calendar_versions, raised by triggers whenever what the calendar shows changes), so that a
  // calendar nobody changed since is sent after one cheap read of the counter.
  const versionOf = prepareCalendarCounter(reads, 'calendar_version');
  const answers = caches.create<CalendarAnswer>('calendars');
  // One prepared statement per scope, each answering the whole answer as JSON text with the counter
  // in the same snapshot. A trainer's read goes from their clients (users by trainer) to each
  // client's days of the range (workouts by assigned_to and scheduled_date).
  const client = workoutClient.json('users');
  const calendarStatement = (name: string, owner: string, scope: SQL | undefined) =>
    reads
      .select({
        version: calendarCounterOf(sql`${sql.placeholder(owner)}::uuid`),
        answer: jsonText<CalendarAnswer>(
          jsonObject({
            workouts: jsonArray(summaryJson('workouts', { client }), {
              orderBy: sql`${workouts.scheduledDate}, ${workouts.createdAt}, ${workouts.id}`,
            }),
          }),
        ),
      })
      .from(workouts)
      .innerJoin(users, eq(users.id, workouts.assignedTo))
      .where(
        and(
          scope,
          gte(workouts.scheduledDate, sql`${sql.placeholder('from')}::date`),
          lte(workouts.scheduledDate, sql`${sql.placeholder('to')}::date`),
        ),
      )
      .prepare(name);
  const ofTrainer = clientOf(sql.placeholder('trainerId'));
  const calendarOfTrainer = calendarStatement('calendar_of_trainer', 'trainerId', ofTrainer);
  const calendarOfTrainersClient = calendarStatement(
    'calendar_of_trainers_client',
    'trainerId',
    and(ofTrainer, eq(workouts.assignedTo, sql.placeholder('clientId'))),
  );
  const calendarOfClient = calendarStatement(
    'calendar_of_client',
    'clientId',
    eq(workouts.assignedTo, sql.placeholder('clientId')),
  );

  return {
    /**
     * Inserts copies of the workout or template `source` in one transaction with one statement that
     * copies its row (a fresh copy of its plan, built by the database), if every client they are for
     * is one of the trainer's and none would pass the scheduled-ahead cap; answers their summaries in
     * the order given, or (with nothing written) why not. A source gone meanwhile makes none. On days
     * a client already has a workout, as the coach chose (`onClash`: `skip` leaves those copies out,
     * `replace` deletes the not-done ones there, never the source).
     */
    async insertCopies<T>(
      trainerId: string,
      source: CopySource,
      copies: CopyOf[],
      onClash: ClashChoice,
      /** Also written in the same transaction (the notices to the clients). */
      withCopies: (made: WorkoutSummary[], tx: Db) => Promise<T>,
    ): Promise<{ workouts: WorkoutSummary[]; also: T } | { foreign: Set<string> } | { full: Set<string> }> {
      const clientIds = [...new Set(copies.map((c) => c.assignedTo))];
      try {
        return await db.transaction(async (tx) => {
          // Locked in id order, so that no client leaves the trainer between the check and the
          // insert, and writes for one client take turns (two at once cannot both pass the cap).
          const assigned = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, clientIds), clientOf(trainerId)))
            .orderBy(asc(users.id))
            .for('no key update');
          if (assigned.length !== clientIds.length) {
            const mine = new Set(assigned.map((a) => a.id));
            return { foreign: new Set(clientIds.filter((id) => !mine.has(id))) };
          }
          // The coach's choice for the days that clash, before the cap counts what they will hold.
          const { planned } = await settleClashes(
            tx,
            copies,
            onClash,
            source.kind === 'workout' ? source.id : undefined,
          );
          const rows = planned.map((c) => ({ ...c, id: randomUUID() }));
          const full = await clientsOverScheduledCap(tx, rows);
          // Thrown, not answered: the workouts it replaced come back.
          if (full.size) throw new CapReached(full);
          // The source's plan is made fresh once and that one value stored in every copy: ids need be
          // unique only within a workout (actuals and performed sets are addressed within theirs).
          await tx.execute(sql`
          with s as materialized (
            select name, description, estimated_duration, tags, ${freshPlanSql(sql`plan`)} as plan
            from ${source.kind === 'workout' ? workouts : workoutTemplates} where id = ${source.id}::uuid)
          insert into ${workouts} (id, assigned_to, created_by, name, description, status, scheduled_date,
            estimated_duration, tags, plan)
          select r.id, r."assignedTo", ${trainerId}::uuid, coalesce(r.name, s.name), s.description,
            'SCHEDULED', r."scheduledDate", s.estimated_duration, s.tags, s.plan
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, "assignedTo" uuid,
            "scheduledDate" date, name text)
          cross join s`);
          const inserted = await tx
            .select(summaryColumns)
            .from(workouts)
            .where(
              inArray(
                workouts.id,
                rows.map((r) => r.id),
              ),
            );
          const position = new Map<string, number>(rows.map((r, i) => [r.id, i]));
          const made = inserted
            .sort((a, b) => position.get(a.id)! - position.get(b.id)!)
            .map((row) => toSummary(row));
          return { workouts: made, also: await withCopies(made, tx) };
        });
      } catch (e) {
        if (e instanceof CapReached) return { full: e.clientIds };
        throw e;
      }
    },

    /** Moves a workout that is not completed to another day; undefined if it is completed (or gone). */
    async reschedule(id: string, scheduledDate: string): Promise<Workout | undefined> {
      const [row] = await db
        .update(workouts)
        .set({ scheduledDate, updatedAt: new Date() })
        .where(and(eq(workouts.id, id), ne(workouts.status, 'COMPLETED')))
        .returning({ ...summaryColumns, plan: workouts.plan });
      if (!row) return undefined;
      const { plan, ...summary } = row;
      return { ...toSummary(summary), sets: plan as SetBlock[] };
    },

    /**
     * GET /api/calendar's whole answer as JSON text, built by the database (or kept from an earlier
     * read at the same calendar counter): the workouts scheduled from `from` to `to` (both included)
     * in the scope, by date, then creation, each with its client.
     */
    async calendarJson(scope: CalendarScope, from: string, to: string): Promise<JsonText<CalendarAnswer>> {
      const trainerId = 'trainerId' in scope ? scope.trainerId : undefined;
      const ownerId = trainerId ?? scope.clientId;
      const key = JSON.stringify([trainerId ?? null, scope.clientId ?? null, from, to]);
      const [current] = await versionOf.execute({ ownerId });
      const answer = await answers.read(key, current!.version, async () => {
        const [row] = await (trainerId
          ? scope.clientId
            ? calendarOfTrainersClient.execute({ trainerId, clientId: scope.clientId, from, to })
            : calendarOfTrainer.execute({ trainerId, from, to })
          : calendarOfClient.execute({ clientId: scope.clientId, from, to }));
        return row;
      });
      // The statement always answers one row (an aggregate), so there is always an answer.
      return answer!;
    },
  };
}
