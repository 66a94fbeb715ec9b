import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  ListedWorkout,
  TrainerWorkoutFilters,
  WorkoutListAnswer,
} from '@kinetic/contracts/workout-lists';
import type { WorkoutStatus, WorkoutSummary } from '@kinetic/contracts/workouts';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { jsonArray, jsonObject, jsonText, type JsonText } from '../../db/json.ts';
import { users, workouts } from '../../db/schema.ts';
import { liveSession, selectWithSession, sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { clientOf } from '../../domain/trainer-reach.ts';
import { createAnswerCaches, type AnswerCaches } from '../../lib/versioned-cache.ts';
import { calendarCounterOf } from './calendar-counter.ts';
import { summaryColumns, summaryJson, toSummary, workoutClient, workoutSummary } from './workout-summary.ts';

/** Which of a client's workouts a page holds: all, or only the scheduled or the completed ones. */
export interface WorkoutPage {
  status?: WorkoutStatus | undefined;
  limit: number;
  offset: number;
}

/** Which workouts a list holds: all of them, or only the scheduled or the completed ones. */
type StatusKey = WorkoutStatus | 'ALL';
const statusKey = (status: WorkoutStatus | undefined): StatusKey => status ?? 'ALL';

/** The workouts a list's subquery numbers (SQL that names the subquery as the table, `w`). */
const w = alias(workouts, 'w');
type Workouts = typeof workouts | typeof w;

/**
 * The order of every workout list, over the workouts table or the subquery's: completed ones (with
 * status COMPLETED) newest completion first; the others newest scheduled date (else creation)
 * first. Ties by creation and id, so that pages never overlap.
 */
const pageOrder = (status: WorkoutStatus | undefined, t: Workouts = workouts): SQL[] => [
  ...(status === 'COMPLETED' ? [sql`${t.completedDate} desc nulls last`] : []),
  desc(sql`coalesce(${t.scheduledDate}::timestamptz, ${t.createdAt})`),
  desc(t.createdAt),
  desc(t.id),
];

/** Which workouts a list holds (over the workouts table or the subquery's); undefined for all. */
const statusMatches = (status: WorkoutStatus | undefined, t: Workouts = workouts) =>
  status === undefined
    ? undefined
    : sql`${t.status} ${status === 'COMPLETED' ? sql`=` : sql`<>`} 'COMPLETED'`;

/**
 * GET /api/workouts's whole answer (workoutListAnswer) for one client, as JSON text: a page of their
 * workouts (placeholders `limit`, `offset`) and how many there are, in one pass over the client's
 * workouts, numbered in list order, the page taken by number. The aggregate reads the numbered rows
 * in the order the numbering sorted them (PostgreSQL feeds an aggregate the rows of a subquery as
 * they come when nothing else is joined in): no second sort. Tests hold the order.
 */
const workoutPageJson = (clientId: SQL | AnyColumn, status: StatusKey) => {
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limit')}::int`;
  const onPage = sql`w.position > ${offset} and w.position - ${offset} <= ${limit}`;
  const only = status === 'ALL' ? undefined : status;
  return jsonText<WorkoutListAnswer>(sql`(
    select ${jsonObject({ workouts: jsonArray(summaryJson('w'), { filter: onPage }), total: sql`count(*)` })}
    from (select ${workoutSummary.selectList('w')},
        row_number() over (order by ${sql.join(pageOrder(only, w), sql`, `)}) as position
      from ${workouts} ${w} where ${and(eq(w.assignedTo, clientId), statusMatches(only, w))}) w)`);
};

/** The soonest scheduled day first (a list from a day on), ties by creation and id. */
const forwardOrder = [asc(workouts.scheduledDate), asc(workouts.createdAt), asc(workouts.id)];

/** A trainer's filters of their list (over workouts joined with the client, `users`). */
function trainerFilters({ search, clientId, from, to }: TrainerWorkoutFilters): (SQL | undefined)[] {
  const pattern = search ? containsPattern(search) : undefined;
  return [
    pattern
      ? or(ilike(workouts.name, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))
      : undefined,
    clientId ? eq(workouts.assignedTo, clientId) : undefined,
    from ? gte(workouts.scheduledDate, from) : undefined,
    to ? lte(workouts.scheduledDate, to) : undefined,
  ];
}

/**
 * The workout lists, a page at a time: a client's own (with its session check, in one query), a
 * client's as their trainer reads it, and the workouts a trainer created. `reads`: where the hot
 * one-statement reads go (Database.reads).
 */
export function createWorkoutListsRepository(
  db: Db,
  reads: Db = db,
  caches: AnswerCaches = createAnswerCaches(),
) {
  // A client opens their list far more often than their workouts change. Built pages are kept
  // under the client's calendar counter, which moves whenever anything a summary shows changes (the
  // same fields as a calendar's): a list nobody changed since is sent after one cheap statement, the
  // session and the counter. Otherwise a page in one round trip: the session, the page built as JSON
  // text, the count and the counter in one snapshot. One statement per status, so that each has a
  // plan of its own.
  const versionForSession = selectWithSession(reads, { version: calendarCounterOf(users.id) })
    .where(liveSession)
    .prepare('workout_list_version_for_session');
  const pages = caches.create<WorkoutListAnswer>('workout-lists');
  const listStatement = (status: StatusKey) =>
    selectWithSession(reads, {
      version: calendarCounterOf(users.id),
      answer: workoutPageJson(users.id, status),
    })
      .where(liveSession)
      .prepare(`workout_list_for_session_${status.toLowerCase()}`);
  const listForSession = {
    ALL: listStatement('ALL'),
    SCHEDULED: listStatement('SCHEDULED'),
    COMPLETED: listStatement('COMPLETED'),
  };

  return {
    /** A page of the workouts assigned to a client, and how many there are. */
    async listAssignedTo(
      clientId: string,
      page: WorkoutPage,
    ): Promise<{ workouts: WorkoutSummary[]; total: number }> {
      const where = and(eq(workouts.assignedTo, clientId), statusMatches(page.status));
      const [rows, [all]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(workouts)
          .where(where)
          .orderBy(...pageOrder(page.status))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(workouts).where(where),
      ]);
      return { workouts: rows.map(toSummary), total: all?.n ?? 0 };
    },

    /**
     * A page of the workouts the trainer created for clients still assigned to them and active,
     * narrowed by `filters`, and how many. With a `from` day the page runs forwards from it.
     */
    async listCreatedBy(
      trainerId: string,
      page: WorkoutPage,
      filters: TrainerWorkoutFilters = {},
    ): Promise<{ workouts: ListedWorkout[]; total: number }> {
      const where = and(
        eq(workouts.createdBy, trainerId),
        clientOf(trainerId),
        statusMatches(page.status),
        ...trainerFilters(filters),
      );
      const [rows, [all]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            client: workoutClient.columns,
          })
          .from(workouts)
          .innerJoin(users, eq(users.id, workouts.assignedTo))
          .where(where)
          .orderBy(...(filters.from ? forwardOrder : pageOrder(page.status)))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ n: count() })
          .from(workouts)
          .innerJoin(users, eq(users.id, workouts.assignedTo))
          .where(where),
      ]);
      return {
        workouts: rows.map(({ client, ...summary }) => ({ ...toSummary(summary), client })),
        total: all?.n ?? 0,
      };
    },

    /**
     * The user of a live session and, as JSON text, the answer of GET /api/workouts for them (a page
     * of their workouts and the total), in one query.
     */
    async listForSession(
      tokenHash: string,
      page: WorkoutPage,
    ): Promise<SessionRead<JsonText<WorkoutListAnswer>>> {
      const [head] = await versionForSession.execute({ tokenHash });
      if (!head) return undefined;
      const status = statusKey(page.status);
      const key = JSON.stringify([head.user.id, status, page.limit, page.offset]);
      const answer = await pages.read(key, head.version, async () => {
        const [row] = await listForSession[status].execute({
          tokenHash,
          limit: page.limit,
          offset: page.offset,
        });
        return row;
      });
      // Nothing built: the session ended between the two statements.
      return answer === undefined ? undefined : sessionRead(head, () => answer);
    },
  };
}
