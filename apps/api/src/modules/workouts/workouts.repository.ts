import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SetBlock, WorkoutAnswer } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { jsonObject, jsonText, type JsonText } from '../../db/json.ts';
import { libraryExercises, setTypes, users, workouts } from '../../db/schema.ts';
import { sessionRead, type SessionRead } from '../../domain/session-read.ts';
import { clientDataReaders } from '../../domain/read-policy.ts';
import { createWorkoutListsRepository } from './workout-lists.repository.ts';
import { createWorkoutScheduleRepository } from './workout-schedule.repository.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';
import { clientsOverScheduledCap } from './scheduled-cap.ts';
import { createAnswerCaches, type AnswerCaches } from '../../lib/versioned-cache.ts';
import { calendarCounterOf } from './calendar-counter.ts';
import { planWithPrevious } from './previous-performance.ts';
import { summaryColumns, summaryJson, toSummary } from './workout-summary.ts';
import { workoutWithSession } from './workout-with-session.ts';
import { createActualsSaveRepository } from './actuals-save.repository.ts';
import { createCompletionRepository } from './completion.repository.ts';
import { createProgressionRepository } from './progression.repository.ts';
import type { StoredWorkout } from './stored-workout.ts';

/** What a workout keeps of a library exercise it names (with the exercise's id). */
export const keptExerciseColumns = {
  id: libraryExercises.id,
  name: libraryExercises.name,
  equipment: libraryExercises.equipment,
  videoUrl: libraryExercises.videoUrl,
};

export type { StoredWorkout };

/** A workout as GET /api/workouts/{id} answers it, with the people who may see it. */
export interface OpenedWorkout {
  answer: JsonText<WorkoutAnswer>;
  assignedTo: string;
  clientTrainerId: string | null;
}

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
export function createWorkoutsRepository(
  db: Db,
  reads: Db = db,
  caches: AnswerCaches = createAnswerCaches(),
) {
  const withClient = (on: Db) =>
    on
      .select({ ...summaryColumns, plan: workouts.plan, ...clientDataReaders.columns() })
      .from(workouts)
      .innerJoin(users, eq(users.id, workouts.assignedTo));
  // Opening a workout is the hottest read: a named prepared statement skips parsing and planning.
  const findOne = withClient(db)
    .where(eq(workouts.id, sql.placeholder('id')))
    .prepare('workout_find');
  // Opening a workout, the hottest read: the caller's session, who may see the workout, and the
  // whole answer built as JSON text around the stored plan; for its client, each exercise with what
  // they did the previous time. Built answers are kept in this process under a version of what they
  // depend on, read in one small statement with the session: the workout's row version (`xmin`,
  // new on every change of the row, whoever writes it) and its client's calendar counter, which
  // moves whenever one of their workouts is completed or deleted: the only writes that
  // change a client's performed sets, and so what `previous` shows.
  const version = sql<string>`"workouts"."xmin"::text || ':' || ${calendarCounterOf(workouts.assignedTo)}`;
  const access = { assignedTo: workouts.assignedTo, version };
  const openVersionForSession = workoutWithSession(reads, access).prepare('workout_open_version_for_session');
  const answers = caches.create<WorkoutAnswer, string>('opened-workouts');
  const sets = sql`case when ${workouts.assignedTo} = ${users.id}
    then ${planWithPrevious(sql`${workouts.plan}`, sql`${workouts.assignedTo}`, sql`${workouts.id}`, sql`${workouts.completedDate}`)}
    else to_json(${workouts.plan}) end`;
  const openForSession = workoutWithSession(reads, {
    ...access,
    answer: jsonText<WorkoutAnswer>(jsonObject({ workout: summaryJson('workouts', { sets }) })),
  }).prepare('workout_open_for_session');
  return {
    ...createWorkoutListsRepository(db, reads, caches),
    ...createWorkoutScheduleRepository(db, reads, caches),
    ...createActualsSaveRepository(db, reads),
    ...createCompletionRepository(db, reads),
    ...createProgressionRepository(db),

    /** One workout whole. */
    async find(id: string): Promise<StoredWorkout | undefined> {
      const [row] = await findOne.execute({ id });
      if (!row) return undefined;
      const { plan, clientTrainerId, ...summary } = row;
      return { summary: toSummary(summary), plan: plan as SetBlock[], clientTrainerId };
    },

    /**
     * The user of a live session and the workout with this id (if there is one) as GET
     * /api/workouts/{id} answers it (with each exercise's previous performance when the user is its
     * client), with whom it may be shown to, in one query.
     */
    async openForSession(tokenHash: string, id: string): Promise<SessionRead<OpenedWorkout | undefined>> {
      const [head] = await openVersionForSession.execute({ tokenHash, id });
      if (!head) return undefined;
      // Who may see it is decided on what was just read, never on what was kept.
      const opened = ({ workout, clientTrainerId }: typeof head, answer: JsonText<WorkoutAnswer>) =>
        workout ? { assignedTo: workout.assignedTo, clientTrainerId, answer } : undefined;
      if (!head.workout) return sessionRead(head, () => undefined);
      // The client reads it with `previous`, their trainer without: the reader is part of the key.
      const key = JSON.stringify([head.user.id, id]);
      const answer = await answers.read(key, head.workout.version, async () => {
        const [row] = await openForSession.execute({ tokenHash, id });
        return row?.workout ?? undefined;
      });
      // Nothing built: the workout was deleted (or the session ended) between the two statements.
      return sessionRead(head, (row) => (answer === undefined ? undefined : opened(row, answer)));
    },

    /**
     * Inserts a workout within `tx` unless its client would pass the scheduled-ahead cap (then
     * nothing is written and the answer is undefined); the client's turn is taken first, so that two
     * writes at once cannot both pass the count.
     */
    async insert(values: NewWorkout, tx: Db): Promise<string | undefined> {
      await takeClientTurn(tx, values.assignedTo);
      if ((await clientsOverScheduledCap(tx, [values])).size) return undefined;
      const [row] = await tx.insert(workouts).values(values).returning({ id: workouts.id });
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

    /** Library exercises by id, with what a workout keeps of them. */
    async exercisesByIds(ids: string[], approvedOnly: boolean) {
      if (!ids.length) return new Map<string, { name: string; equipment: string[]; videoUrl: string }>();
      const rows = await db
        .select(keptExerciseColumns)
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
