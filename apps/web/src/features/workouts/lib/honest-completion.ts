import type { PersonalRecord } from '@kinetic/contracts/records';
import { roundWeight } from '@kinetic/contracts/records';
import { actualWeightUnitOf } from '@kinetic/contracts/workouts';
import type { CompleteInput, Workout, WorkoutExercise, WeightUnit } from '@kinetic/contracts/workouts';
import { convertWeight, weightNumber } from '../../../lib/weight-units.ts';
import { isDurationBased, setInputs } from './exercise-inputs.ts';

/**
 * Timed as a whole: a duration-based exercise without a set row to tick off (no rows, or rows that
 * ask for no value), so gym mode offers one Done for the exercise itself.
 */
export function isTimedWhole(exercise: WorkoutExercise): boolean {
  return (
    isDurationBased(exercise) &&
    (exercise.sets.length === 0 || !Object.values(setInputs(exercise)).some(Boolean))
  );
}

/** What gym mode ticks off, by id: each set row, or the exercise itself when it is timed as a whole. */
export function tickIds(workout: Pick<Workout, 'sets'>): string[] {
  return workout.sets.flatMap((block) =>
    block.exercises.flatMap((e) => (isTimedWhole(e) ? [e.id] : e.sets.map((s) => s.id))),
  );
}

/** What the client has not ticked off yet. */
export const untickedIds = (workout: Pick<Workout, 'sets'>, done: ReadonlySet<string>): string[] =>
  tickIds(workout).filter((id) => !done.has(id));

/**
 * The completion with everything not ticked off marked skipped ("Record only the ticked sets"): the
 * server stores those as skipped, without values, and counts them nowhere.
 */
export function withSkipped(
  body: CompleteInput,
  workout: Pick<Workout, 'sets'>,
  done: ReadonlySet<string>,
): CompleteInput {
  const skipped = new Set(untickedIds(workout, done));
  return {
    ...body,
    sets: (body.sets ?? []).map((block) => ({
      ...block,
      exercises: (block.exercises ?? []).map((e) => ({
        ...e,
        ...(skipped.has(e.id) ? { skipped: true } : {}),
        sets: (e.sets ?? []).map((s) => (skipped.has(s.id) ? { ...s, skipped: true } : s)),
      })),
    })),
  };
}

export interface CompletionSummary {
  /** Whole minutes from the first set ticked to the completion; null without a tick. */
  minutes: number | null;
  /** Sets (and exercises timed as a whole) done, and skipped. */
  done: number;
  skipped: number;
  /** The sum of reps × weight of the sets done with a numeric weight, in `unit`. */
  volume: number;
  unit: WeightUnit;
  records: readonly PersonalRecord[];
}

/** What a completed workout comes to, for the summary shown after completing it. */
export function summarizeCompletion(
  workout: Pick<Workout, 'sets'>,
  timing: { startedAt: number | null; completedAt: number },
  unit: WeightUnit,
  records: readonly PersonalRecord[],
): CompletionSummary {
  let done = 0;
  let skipped = 0;
  let volume = 0;
  for (const e of workout.sets.flatMap((b) => b.exercises)) {
    if (isTimedWhole(e)) {
      if (e.skipped) skipped += 1;
      else done += 1;
      continue;
    }
    for (const row of e.sets) {
      if (e.skipped || row.skipped) {
        skipped += 1;
        continue;
      }
      done += 1;
      const weight = weightNumber(row.actualWeight);
      if (row.actualReps && weight)
        volume += row.actualReps * convertWeight(weight, actualWeightUnitOf(row), unit);
    }
  }
  const { startedAt, completedAt } = timing;
  return {
    minutes: startedAt === null ? null : Math.max(0, Math.round((completedAt - startedAt) / 60_000)),
    done,
    skipped,
    volume: roundWeight(volume),
    unit,
    records,
  };
}
