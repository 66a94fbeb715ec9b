import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { libraryExercises, performedSets, setTypes, workouts } from '../schema.ts';
import { buildPlan, performedRecords } from '../../modules/workouts/workout-plan.ts';
import { keptExerciseColumns } from '../../modules/workouts/workouts.repository.ts';
import { DAY } from '../../lib/durations.ts';

// Demo workouts: their plans written the way a trainer would, and inserted with what a completion
// records.

export const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export const block = (
  setType: string,
  exercises: { name: string; reps?: number[]; weight?: string; duration?: string }[],
  extra: Record<string, unknown> = {},
) => ({
  setType,
  restPeriod: '60-90 seconds',
  intensityLevel: 7,
  targetHeartRate: null,
  specialInstructions: '',
  ...extra,
  exercises: exercises.map((e) => ({
    name: e.name,
    duration: e.duration ?? '',
    tempo: '',
    description: '',
    specialInstructions: '',
    sets: (e.reps ?? []).map((reps) => ({
      targetReps: reps,
      targetWeight: e.weight ?? '',
      weightUnit: 'lbs' as const,
      eachSide: false,
      targetDuration: '',
    })),
  })),
});

type DemoBlock = ReturnType<typeof block>;

/** A demo workout: `day` counts from today; a completed one may carry the client's note. */
export interface DemoWorkout {
  client: string;
  trainer: string;
  name: string;
  description: string;
  day: number;
  sets: DemoBlock[];
  completed?: { note: string; shortLastSet?: boolean };
}

/**
 * What the demo's plans are built from (buildPlan): the library exercises of these names, by name
 * and by id, and the set types' names.
 */
export async function demoLibrary(tx: Db, names: string[]) {
  const exercises = await tx
    .select(keptExerciseColumns)
    .from(libraryExercises)
    .where(inArray(libraryExercises.name, names));
  const setTypeNames = new Map(
    (await tx.select({ name: setTypes.name }).from(setTypes)).map((r) => [r.name.toLowerCase(), r.name]),
  );
  return {
    byName: new Map(exercises.map((e) => [e.name, e])),
    library: new Map(exercises.map((e) => [e.id, e])),
    setTypeNames,
  };
}

/**
 * Writes demo workouts with `tx`: the exercises found by name in the library (those missing are
 * left out), a completed one done as prescribed (its last set short when told) with the note on its
 * first exercise and its performed sets recorded. Answers the new workouts' ids, in order.
 */
export async function insertDemoWorkouts(
  tx: Db,
  ids: Map<string, string>,
  list: DemoWorkout[],
): Promise<string[]> {
  const exerciseNames = [
    ...new Set(list.flatMap((w) => w.sets.flatMap((b) => b.exercises.map((e) => e.name)))),
  ];
  const { byName, library, setTypeNames } = await demoLibrary(tx, exerciseNames);
  const written: string[] = [];
  for (const w of list) {
    const sets = w.sets
      .map((b) => ({
        ...b,
        exercises: b.exercises
          .filter((e) => byName.has(e.name))
          .map((e) => ({ ...e, exerciseId: byName.get(e.name)!.id, exerciseName: e.name })),
      }))
      .filter((b) => b.exercises.length);
    const { plan } = buildPlan(sets, library, setTypeNames);
    const completedDate = w.completed ? new Date(Date.now() + w.day * DAY) : null;
    if (w.completed) {
      for (const e of plan.flatMap((b) => b.exercises)) {
        for (const r of e.sets) {
          r.actualReps = r.targetReps;
          r.actualWeight = r.targetWeight || null;
        }
      }
      const first = plan[0]!.exercises[0]!;
      first.notes = w.completed.note;
      const last = first.sets.at(-1);
      if (w.completed.shortLastSet && last?.targetReps) {
        last.actualReps = last.targetReps - 2;
        first.completedAsPrescribed = false;
      }
    }
    const [row] = await tx
      .insert(workouts)
      .values({
        assignedTo: ids.get(w.client)!,
        createdBy: ids.get(w.trainer)!,
        name: w.name,
        description: w.description,
        scheduledDate: dayFromToday(w.day),
        estimatedDuration: 45,
        tags: [],
        plan,
        ...(completedDate ? { status: 'COMPLETED', completedDate } : {}),
      })
      .returning({ id: workouts.id });
    if (completedDate) {
      await tx.insert(performedSets).values(
        performedRecords(plan).map((r) => ({
          ...r,
          workoutId: row!.id,
          clientId: ids.get(w.client)!,
          performedAt: completedDate,
        })),
      );
    }
    written.push(row!.id);
  }
  return written;
}
