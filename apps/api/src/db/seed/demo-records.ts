import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { libraryExercises, performedSets, workouts } from '../schema.ts';
import { buildPlan, performedRecords } from '../../modules/workouts/workout-plan.ts';
import { keptExerciseColumns } from '../../modules/workouts/workouts.repository.ts';
import { DAY } from '../../lib/durations.ts';

/** Six weekly sessions, oldest first: the squat in kilograms, the bench press in pounds, both rising. */
const WEEKS = [
  { daysAgo: 44, squat: '60', bench: '95', benchReps: [8, 8, 8] },
  { daysAgo: 37, squat: '65', bench: '95', benchReps: [10, 9, 8] },
  { daysAgo: 30, squat: '70', bench: '105', benchReps: [8, 8, 7] },
  { daysAgo: 23, squat: '72.5', bench: '105', benchReps: [10, 9, 9] },
  { daysAgo: 16, squat: '77.5', bench: '115', benchReps: [8, 7, 6] },
  { daysAgo: 9, squat: '82.5', bench: '115', benchReps: [9, 8, 8] },
];

const lift = (exerciseId: string, weightUnit: 'kg' | 'lbs', weight: string, reps: number[]) => ({
  exerciseId,
  duration: '',
  tempo: '',
  description: '',
  specialInstructions: '',
  sets: reps.map((targetReps) => ({
    targetReps,
    targetWeight: weight,
    weightUnit,
    eachSide: false,
    targetDuration: '',
  })),
});

/**
 * Sam's strength block: six completed weekly workouts, with their performed sets, in which the back
 * squat and the bench press climb, so that the demo has personal records and a progression chart.
 * Written with `tx` (the transaction that creates the demo accounts).
 */
export async function seedDemoRecords(tx: Db, ids: Map<string, string>): Promise<void> {
  const exercises = await tx
    .select(keptExerciseColumns)
    .from(libraryExercises)
    .where(inArray(libraryExercises.name, ['Barbell Back Squat', 'Barbell Bench Press']));
  const byName = new Map(exercises.map((e) => [e.name, e.id]));
  const squat = byName.get('Barbell Back Squat');
  const bench = byName.get('Barbell Bench Press');
  if (!squat || !bench) return;
  const library = new Map(exercises.map((e) => [e.id, e]));
  const sam = ids.get('sam')!;

  for (const [week, w] of WEEKS.entries()) {
    const { plan } = buildPlan(
      [
        {
          setType: '',
          restPeriod: '2-3 minutes',
          intensityLevel: 8,
          targetHeartRate: null,
          specialInstructions: 'Add weight when every set moves well.',
          exercises: [lift(squat, 'kg', w.squat, [5, 5, 5]), lift(bench, 'lbs', w.bench, [8, 8, 8])],
        },
      ],
      library,
      new Map(),
    );
    const [squatDone, benchDone] = plan[0]!.exercises;
    for (const r of squatDone!.sets) {
      r.actualReps = r.targetReps;
      r.actualWeight = r.targetWeight;
    }
    benchDone!.sets.forEach((r, i) => {
      r.actualReps = w.benchReps[i]!;
      r.actualWeight = r.targetWeight;
    });
    if (week === WEEKS.length - 1) squatDone!.notes = 'New best. Depth felt solid all the way.';
    const completedDate = new Date(Date.now() - w.daysAgo * DAY);
    const [row] = await tx
      .insert(workouts)
      .values({
        assignedTo: sam,
        createdBy: ids.get('maya')!,
        name: `Strength Block, week ${week + 1}`,
        description: 'Squat and bench press, three working sets each.',
        scheduledDate: completedDate.toISOString().slice(0, 10),
        estimatedDuration: 50,
        tags: ['strength'],
        plan,
        status: 'COMPLETED',
        completedDate,
      })
      .returning({ id: workouts.id });
    await tx.insert(performedSets).values(
      performedRecords(plan).map((r) => ({
        ...r,
        workoutId: row!.id,
        clientId: sam,
        performedAt: completedDate,
      })),
    );
  }
}
