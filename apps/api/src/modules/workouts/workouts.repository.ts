import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { User } from '@kinetic/contracts/auth';
import type { SetBlock, WorkoutSummary } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { libraryExercises, performedSets, setTypes, users, workouts } from '../../db/schema.ts';
import { liveSession, selectSessionUser, toUser } from '../users/users.repository.ts';
import { createWorkoutListsRepository } from './workout-lists.repository.ts';
import { summaryColumns, toSummary } from './workout-summary.ts';

const assignee = alias(users, 'assignee');

export interface StoredWorkout {
  summary: WorkoutSummary;
  plan: SetBlock[];
  /** The current trainer of the client the workout is assigned to. */
  clientTrainerId: string | null;
}

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

export interface NewWorkout {
  assignedTo: string;
  createdBy: string;
  name: string;
  description: string;
  scheduledDate: string;
  estimatedDuration: number | null;
  tags: string[];
  plan: SetBlock[];
}

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createWorkoutsRepository(db: Db, reads: Db = db) {
  const withClient = (on: Db) =>
    on
      .select({ ...summaryColumns, plan: workouts.plan, clientTrainerId: users.trainerId })
      .from(workouts)
      .innerJoin(users, eq(users.id, workouts.assignedTo));
  // Opening a workout is the hottest read: a named prepared statement skips parsing and planning.
  const findOne = withClient(db)
    .where(eq(workouts.id, sql.placeholder('id')))
    .prepare('workout_find');
  // Opening a workout in one round trip: the caller's session and the workout, its plan as text.
  const findForSession = selectSessionUser(reads, {
    workout: {
      ...summaryColumns,
      planJson: sql<string>`${workouts.plan}::text`,
      version: sql<string>`${workouts.updatedAt}::text`,
    },
    clientTrainerId: assignee.trainerId,
  })
    .leftJoin(workouts, eq(workouts.id, sql.placeholder('id')))
    .leftJoin(assignee, eq(assignee.id, workouts.assignedTo))
    .where(liveSession(sql.placeholder('tokenHash')))
    .prepare('workout_find_for_session');
  return {
    ...createWorkoutListsRepository(db, reads),

    /** One workout whole. */
    async find(id: string): Promise<StoredWorkout | undefined> {
      const [row] = await findOne.execute({ id });
      if (!row) return undefined;
      const { plan, clientTrainerId, ...summary } = row;
      return { summary: toSummary(summary), plan: plan as SetBlock[], clientTrainerId };
    },

    /**
     * The user of a live session (`user` undefined if there is none) and the workout with this id
     * (undefined if there is none), in one query.
     */
    async findForSession(
      tokenHash: string,
      id: string,
    ): Promise<{ user?: User; workout?: StoredWorkoutText }> {
      const [row] = await findForSession.execute({ tokenHash, id });
      if (!row) return {};
      const { workout, clientTrainerId, ...userRow } = row;
      if (!workout) return { user: toUser(userRow) };
      const { planJson, version, ...summary } = workout;
      return {
        user: toUser(userRow),
        workout: { summary: toSummary(summary), planJson, version, clientTrainerId },
      };
    },

    async insert(values: NewWorkout): Promise<string> {
      const [row] = await db.insert(workouts).values(values).returning({ id: workouts.id });
      return row!.id;
    },

    async replacePlan(
      id: string,
      values: Omit<NewWorkout, 'assignedTo' | 'createdBy'> & { assignedTo: string },
    ): Promise<boolean> {
      const rows = await db
        .update(workouts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(workouts.id, id), sql`${workouts.status} <> 'COMPLETED'`))
        .returning({ id: workouts.id });
      return rows.length > 0;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(workouts)
        .where(and(eq(workouts.id, id), sql`${workouts.status} <> 'COMPLETED'`))
        .returning({ id: workouts.id });
      return rows.length > 0;
    },

    /**
     * Saves a client's actuals, and with `completion` completes the workout and appends its
     * performed sets: one statement, so all of it or nothing, and only if the workout is still
     * scheduled and unchanged since it was read at `version`. Answers whether it was saved.
     */
    async saveActualsIfUnchanged(
      id: string,
      version: string,
      plan: SetBlock[],
      completion?: { clientId: string; completedDate: Date; records: PerformedRecord[] },
    ): Promise<boolean> {
      const completed = completion
        ? sql`, ${sql.identifier('status')} = 'COMPLETED', ${sql.identifier('completed_date')} = ${completion.completedDate}`
        : sql``;
      const records = completion?.records ?? [];
      const result: unknown = await db.execute(sql`
        with changed as (
          update ${workouts} set plan = ${JSON.stringify(plan)}::jsonb, updated_at = now() ${completed}
          where ${workouts.id} = ${id} and ${workouts.status} <> 'COMPLETED'
            and ${workouts.updatedAt} = ${version}::timestamptz
          returning ${workouts.id}
        ), appended as (
          insert into ${performedSets} (workout_id, client_id, exercise_id, set_row_id, performed_at,
            reps, weight, weight_unit, duration, tempo)
          select changed.id, ${completion?.clientId ?? null}::uuid, r."exerciseId", r."setRowId",
            ${completion?.completedDate ?? null}::timestamptz, r.reps, r.weight, r."weightUnit", r.duration, r.tempo
          from changed, jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r("exerciseId" uuid,
            "setRowId" uuid, reps integer, weight text, "weightUnit" text, duration text, tempo text)
          returning 1
        )
        select (select count(*) from changed)::int as changed`);
      return (result as { rows: { changed: number }[] }).rows[0]!.changed === 1;
    },

    /** Library exercises by id, with what a workout keeps of them. */
    async exercisesByIds(ids: string[], approvedOnly: boolean) {
      if (!ids.length) return new Map<string, { name: string; equipment: string[]; videoUrl: string }>();
      const rows = await db
        .select({
          id: libraryExercises.id,
          name: libraryExercises.name,
          equipment: libraryExercises.equipment,
          videoUrl: libraryExercises.videoUrl,
        })
        .from(libraryExercises)
        .where(
          and(
            inArray(libraryExercises.id, ids),
            approvedOnly ? eq(libraryExercises.approved, true) : undefined,
          ),
        );
      return new Map(rows.map(({ id, ...rest }) => [id, rest]));
    },

    /** Set type names as the list spells them, keyed by lower case. */
    async setTypeNames(): Promise<Map<string, string>> {
      const rows = await db.select({ name: setTypes.name }).from(setTypes);
      return new Map(rows.map((r) => [r.name.toLowerCase(), r.name]));
    },
  };
}

export type WorkoutsRepository = ReturnType<typeof createWorkoutsRepository>;
