import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SetBlock, WorkoutSummary } from '@kinetic/contracts/workouts';
import type { Db } from '../../db/client.ts';
import { libraryExercises, performedSets, setTypes, users, workouts } from '../../db/schema.ts';

const summaryColumns = {
  id: workouts.id,
  name: workouts.name,
  description: workouts.description,
  status: workouts.status,
  scheduledDate: workouts.scheduledDate,
  completedDate: workouts.completedDate,
  createdAt: workouts.createdAt,
  estimatedDuration: workouts.estimatedDuration,
  tags: workouts.tags,
  assignedTo: workouts.assignedTo,
  createdBy: workouts.createdBy,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]:
    | (typeof summaryColumns)[K]['_']['data']
    | ((typeof summaryColumns)[K]['_']['notNull'] extends true ? never : null);
};

export function toSummary(row: SummaryRow): WorkoutSummary {
  return {
    ...row,
    status: row.status === 'COMPLETED' ? 'COMPLETED' : 'SCHEDULED',
    completedDate: row.completedDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface StoredWorkout {
  summary: WorkoutSummary;
  plan: SetBlock[];
  /** The current trainer of the client the workout is assigned to. */
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

const newestFirst = [
  desc(sql`coalesce(${workouts.scheduledDate}::timestamptz, ${workouts.createdAt})`),
  desc(workouts.createdAt),
];

export function createWorkoutsRepository(db: Db) {
  const withClient = (on: Db) =>
    on
      .select({ ...summaryColumns, plan: workouts.plan, clientTrainerId: users.trainerId })
      .from(workouts)
      .innerJoin(users, eq(users.id, workouts.assignedTo));
  // Opening a workout is the hottest read: a named prepared statement skips parsing and planning.
  const findOne = withClient(db)
    .where(eq(workouts.id, sql.placeholder('id')))
    .prepare('workout_find');

  return {
    async listAssignedTo(clientId: string): Promise<WorkoutSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(workouts)
        .where(eq(workouts.assignedTo, clientId))
        .orderBy(...newestFirst);
      return rows.map(toSummary);
    },

    /** Workouts the trainer created for clients still assigned to them. */
    async listCreatedBy(trainerId: string): Promise<WorkoutSummary[]> {
      const rows = await db
        .select(summaryColumns)
        .from(workouts)
        .innerJoin(users, eq(users.id, workouts.assignedTo))
        .where(and(eq(workouts.createdBy, trainerId), eq(users.trainerId, trainerId)))
        .orderBy(...newestFirst);
      return rows.map(toSummary);
    },

    /** One workout whole; with `tx` and `forUpdate`, its row stays locked until the transaction ends. */
    async find(id: string, tx?: Db, forUpdate = false): Promise<StoredWorkout | undefined> {
      const [row] = tx
        ? await (forUpdate
            ? withClient(tx).where(eq(workouts.id, id)).for('update', { of: workouts })
            : withClient(tx).where(eq(workouts.id, id)))
        : await findOne.execute({ id });
      if (!row) return undefined;
      const { plan, clientTrainerId, ...summary } = row;
      return { summary: toSummary(summary), plan: plan as SetBlock[], clientTrainerId };
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

    async saveActuals(id: string, plan: SetBlock[], tx: Db, completedDate?: Date): Promise<void> {
      await tx
        .update(workouts)
        .set({
          plan,
          updatedAt: new Date(),
          ...(completedDate ? { status: 'COMPLETED', completedDate } : {}),
        })
        .where(eq(workouts.id, id));
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(workouts)
        .where(and(eq(workouts.id, id), sql`${workouts.status} <> 'COMPLETED'`))
        .returning({ id: workouts.id });
      return rows.length > 0;
    },

    async appendPerformed(rows: (typeof performedSets.$inferInsert)[], tx: Db): Promise<void> {
      if (rows.length) await tx.insert(performedSets).values(rows);
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
