import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { WeightUnit } from '@kinetic/contracts/workouts';
import {
  TRAINING_MAXES_PER_CLIENT_MAX,
  type TrainingMaxEntry,
  type TrainingMaxInput,
} from '@kinetic/contracts/training-maxes';
import type { Db } from '../../db/client.ts';
import { libraryExercises, trainingMaxes, users } from '../../db/schema.ts';

const columns = {
  exerciseId: trainingMaxes.exerciseId,
  exerciseName: libraryExercises.name,
  weight: trainingMaxes.weight,
  weightUnit: trainingMaxes.weightUnit,
  updatedAt: trainingMaxes.updatedAt,
};

type Row = { exerciseId: string; exerciseName: string; weight: number; weightUnit: string; updatedAt: Date };

const toEntry = (r: Row): TrainingMaxEntry => ({
  exerciseId: r.exerciseId,
  exerciseName: r.exerciseName,
  weight: r.weight,
  weightUnit: r.weightUnit as WeightUnit,
  source: 'trainer',
  updatedAt: r.updatedAt.toISOString(),
});

/** A page of the training maxes set for a client, by exercise name: their data export's. */
export async function trainingMaxesForExport(db: Db, clientId: string, limit: number, offset: number) {
  const rows = await db
    .select(columns)
    .from(trainingMaxes)
    .innerJoin(libraryExercises, eq(libraryExercises.id, trainingMaxes.exerciseId))
    .where(eq(trainingMaxes.clientId, clientId))
    .orderBy(asc(libraryExercises.name), asc(trainingMaxes.exerciseId))
    .limit(limit)
    .offset(offset);
  return rows.map(toEntry);
}

export function createTrainingMaxesRepository(db: Db) {
  const read = (where: ReturnType<typeof and>, tx: Db = db) =>
    tx
      .select(columns)
      .from(trainingMaxes)
      .innerJoin(libraryExercises, eq(libraryExercises.id, trainingMaxes.exerciseId))
      .where(where)
      .orderBy(asc(libraryExercises.name))
      .limit(TRAINING_MAXES_PER_CLIENT_MAX);

  return {
    /** The training maxes set for a client, by exercise name. */
    async ofClient(clientId: string): Promise<TrainingMaxEntry[]> {
      return (await read(eq(trainingMaxes.clientId, clientId))).map(toEntry);
    },

    /** The training maxes set for some clients and exercises (what an assignment computes loads from). */
    async of(
      clientIds: string[],
      exerciseIds: string[],
      tx: Db = db,
    ): Promise<(TrainingMaxEntry & { clientId: string })[]> {
      if (!clientIds.length || !exerciseIds.length) return [];
      const rows = await tx
        .select({ ...columns, clientId: trainingMaxes.clientId })
        .from(trainingMaxes)
        .innerJoin(libraryExercises, eq(libraryExercises.id, trainingMaxes.exerciseId))
        .where(
          and(inArray(trainingMaxes.clientId, clientIds), inArray(trainingMaxes.exerciseId, exerciseIds)),
        );
      return rows.map((r) => ({ ...toEntry(r), clientId: r.clientId }));
    },

    /**
     * Sets (or replaces) a training max: 'no exercise' when the library has none of that id, 'full'
     * when the client holds the most there may be and this one is new. The client's row is locked
     * first, so that two writes at once cannot both pass the count.
     */
    async set(
      clientId: string,
      exerciseId: string,
      input: TrainingMaxInput,
      trainerId: string,
    ): Promise<TrainingMaxEntry | 'no exercise' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, clientId)).for('no key update');
        const [exercise] = await tx
          .select({ id: libraryExercises.id })
          .from(libraryExercises)
          .where(eq(libraryExercises.id, exerciseId));
        if (!exercise) return 'no exercise';
        const mine = eq(trainingMaxes.clientId, clientId);
        const [held] = await tx.select({ n: count() }).from(trainingMaxes).where(mine);
        const [existing] = await read(and(mine, eq(trainingMaxes.exerciseId, exerciseId)), tx);
        if (!existing && held!.n >= TRAINING_MAXES_PER_CLIENT_MAX) return 'full';
        const values = {
          weight: input.weight,
          weightUnit: input.weightUnit,
          setBy: trainerId,
          updatedAt: new Date(),
        };
        await tx
          .insert(trainingMaxes)
          .values({ clientId, exerciseId, ...values })
          .onConflictDoUpdate({ target: [trainingMaxes.clientId, trainingMaxes.exerciseId], set: values });
        const [row] = await read(and(mine, eq(trainingMaxes.exerciseId, exerciseId)), tx);
        return toEntry(row!);
      });
    },

    /** Removes a training max; whether there was one. */
    async remove(clientId: string, exerciseId: string): Promise<boolean> {
      const rows = await db
        .delete(trainingMaxes)
        .where(and(eq(trainingMaxes.clientId, clientId), eq(trainingMaxes.exerciseId, exerciseId)))
        .returning({ id: trainingMaxes.clientId });
      return rows.length > 0;
    },
  };
}

export type TrainingMaxesRepository = ReturnType<typeof createTrainingMaxesRepository>;
