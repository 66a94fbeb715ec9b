import { randomUUID } from 'node:crypto';
import { PLAN_BYTES_MAX, PLAN_TOO_LARGE, actualWeightUnitOf } from '@kinetic/contracts/workouts';
import type { FeedbackInput, SetBlock, WorkoutInput } from '@kinetic/contracts/workouts';
import type { z } from 'zod';
import type { workoutInput, feedbackInput } from '@kinetic/contracts/workouts';

type PlanInput = z.output<typeof workoutInput>['sets'];
type Actuals = z.output<typeof feedbackInput>['sets'];
export type LibraryExercise = { name: string; equipment: string[]; videoUrl: string };
export interface FieldError {
  path: string;
  msg: string;
}

/**
 * Builds a workout's plan from the trainer's blocks: new ids, numbers from 1, names, equipment and
 * video from the library, set types spelled as the list spells them, no actual values.
 */
export function buildPlan(
  blocks: PlanInput,
  library: Map<string, LibraryExercise>,
  setTypeNames: Map<string, string>,
): { plan: SetBlock[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const plan = blocks.map((block, b): SetBlock => {
    let setType = block.setType;
    if (setType) {
      const known = setTypeNames.get(setType.toLowerCase());
      if (known) setType = known;
      else errors.push({ path: `sets.${b}.setType`, msg: `Unknown set type "${setType}"` });
    }
    return {
      id: randomUUID(),
      setNumber: b + 1,
      setType,
      restPeriod: block.restPeriod,
      intensityLevel: block.intensityLevel,
      targetHeartRate: block.targetHeartRate,
      specialInstructions: block.specialInstructions,
      exercises: block.exercises.map((e, i) => {
        const lib = library.get(e.exerciseId);
        if (!lib) errors.push({ path: `sets.${b}.exercises.${i}.exerciseId`, msg: 'Unknown exercise' });
        return {
          id: randomUUID(),
          exerciseId: e.exerciseId,
          exerciseName: lib?.name ?? e.exerciseName ?? '',
          order: i + 1,
          equipment: lib?.equipment ?? [],
          description: e.description,
          videoUrl: lib?.videoUrl ?? '',
          duration: e.duration,
          tempo: e.tempo,
          specialInstructions: e.specialInstructions,
          notes: null,
          completedAsPrescribed: true,
          actualDuration: null,
          actualTempo: null,
          // Null for a fixed load, as the reads answer a plan written before prescriptions.
          load: e.load && e.load.kind !== 'fixed' ? e.load : null,
          loadReason: null,
          sets: e.sets.map((r, k) => ({
            id: randomUUID(),
            setNumber: k + 1,
            targetReps: r.targetReps,
            targetWeight: r.targetWeight,
            weightUnit: r.weightUnit,
            eachSide: r.eachSide,
            targetDuration: r.targetDuration,
            actualReps: null,
            actualWeight: null,
            actualDuration: null,
            actualTempo: null,
          })),
        };
      }),
    };
  });
  // The body's bounds do not bound the stored plan: every row gains ids, names and empty values.
  if (!errors.length && planBytes(plan) > PLAN_BYTES_MAX) errors.push({ path: 'sets', msg: PLAN_TOO_LARGE });
  return { plan, errors };
}

/** The bytes of a plan's JSON as it is stored. */
export const planBytes = (plan: SetBlock[]): number => Buffer.byteLength(JSON.stringify(plan));

/** The same blocks and targets with new ids, no actual values nor skipped marks: a copy to perform again. */
export function freshCopy(plan: SetBlock[]): SetBlock[] {
  return plan.map((block) => ({
    ...block,
    id: randomUUID(),
    exercises: block.exercises.map(({ skipped: _, ...e }) => ({
      ...e,
      load: e.load ?? null,
      // A reason explains the targets of the workout a rule wrote them in, not of a copy.
      loadReason: null,
      id: randomUUID(),
      notes: null,
      completedAsPrescribed: true,
      actualDuration: null,
      actualTempo: null,
      sets: e.sets.map(({ skipped: _, actualWeightUnit: __, ...r }) => ({
        ...r,
        id: randomUUID(),
        actualReps: null,
        actualWeight: null,
        actualDuration: null,
        actualTempo: null,
      })),
    })),
  }));
}

/**
 * Applies a client's actual values to a plan. Only actual values, notes and completedAsPrescribed
 * change; every id must belong to this workout, else nothing changes and the errors say where.
 */
export function applyActuals(plan: SetBlock[], actuals: Actuals): { plan: SetBlock[]; errors: FieldError[] } {
  const next: SetBlock[] = structuredClone(plan);
  const errors: FieldError[] = [];
  actuals.forEach((blockIn, b) => {
    const block = next.find((x) => x.id === blockIn.id);
    if (!block) return void errors.push({ path: `sets.${b}.id`, msg: 'This set is not part of the workout' });
    blockIn.exercises.forEach((exIn, e) => {
      const exercise = block.exercises.find((x) => x.id === exIn.id);
      if (!exercise)
        return void errors.push({
          path: `sets.${b}.exercises.${e}.id`,
          msg: 'This exercise is not part of the set',
        });
      if (exIn.skipped !== undefined) markSkipped(exercise, exIn.skipped);
      if (exIn.notes !== undefined) exercise.notes = exIn.notes || null;
      if (exIn.completedAsPrescribed !== undefined)
        exercise.completedAsPrescribed = exIn.completedAsPrescribed;
      if (exIn.actualDuration !== undefined) exercise.actualDuration = exIn.actualDuration || null;
      if (exIn.actualTempo !== undefined) exercise.actualTempo = exIn.actualTempo || null;
      exIn.sets.forEach((rowIn, r) => {
        const row = exercise.sets.find((x) => x.id === rowIn.id);
        if (!row)
          return void errors.push({
            path: `sets.${b}.exercises.${e}.sets.${r}.id`,
            msg: 'This set row is not part of the exercise',
          });
        if (rowIn.actualReps !== undefined) row.actualReps = rowIn.actualReps;
        if (rowIn.actualWeight !== undefined) row.actualWeight = rowIn.actualWeight || null;
        // A weight sent without its unit is in the prescribed one (what clients sent before they
        // could choose one); a unit sent alone is the unit of the weight kept.
        const unit =
          rowIn.actualWeightUnit !== undefined
            ? rowIn.actualWeightUnit
            : rowIn.actualWeight !== undefined
              ? null
              : row.actualWeightUnit;
        if (row.actualWeight && unit) row.actualWeightUnit = unit;
        else delete row.actualWeightUnit;
        if (rowIn.actualDuration !== undefined) row.actualDuration = rowIn.actualDuration || null;
        if (rowIn.actualTempo !== undefined) row.actualTempo = rowIn.actualTempo || null;
        if (rowIn.skipped !== undefined) markSkipped(row, rowIn.skipped);
      });
      // A skipped exercise's sets are all skipped, whatever the body says of them.
      if (exercise.skipped) markSkipped(exercise, true);
    });
  });
  return { plan: next, errors };
}

type Row = SetBlock['exercises'][number]['sets'][number];
type Exercise = SetBlock['exercises'][number];

/**
 * Marks a set row, or an exercise and all its rows, skipped (not done: its actual values are
 * dropped, so that nothing of it is ever counted) or no longer skipped. The flag is stored only
 * while true: plans written before it read the same.
 */
function markSkipped(item: Row | Exercise, skipped: boolean): void {
  if (!skipped) return void delete item.skipped;
  item.skipped = true;
  item.actualDuration = null;
  item.actualTempo = null;
  if ('exercises' in item) return;
  if ('exerciseId' in item) {
    for (const row of item.sets) markSkipped(row, true);
    return;
  }
  item.actualReps = null;
  item.actualWeight = null;
  delete item.actualWeightUnit;
}

/**
 * Whether the client skipped everything the plan asks them to do: each set row, and each exercise
 * without rows (an exercise with neither counts as not done too). False for a plan with nothing.
 */
export function nothingDone(plan: SetBlock[]): boolean {
  const exercises = plan.flatMap((b) => b.exercises);
  return (
    exercises.length > 0 &&
    exercises.every((e) => e.skipped || (e.sets.length > 0 && e.sets.every((r) => r.skipped)))
  );
}

/**
 * What was performed, one record per set row with an actual value (or per exercise without rows);
 * nothing of what the client skipped.
 */
export function performedRecords(plan: SetBlock[]) {
  const records: {
    exerciseId: string;
    setRowId: string;
    reps: number | null;
    weight: string | null;
    weightUnit: string | null;
    duration: string | null;
    tempo: string | null;
  }[] = [];
  for (const block of plan) {
    for (const e of block.exercises) {
      if (e.skipped) continue;
      for (const r of e.sets) {
        if (r.skipped) continue;
        if (r.actualReps === null && !r.actualWeight && !r.actualDuration && !r.actualTempo) continue;
        const duration = r.actualDuration ?? e.actualDuration;
        records.push({
          exerciseId: e.exerciseId,
          setRowId: r.id,
          // A timed set held for its duration (a plank) has no reps: 0 there is no count of reps.
          reps: r.actualReps === 0 && duration ? null : r.actualReps,
          weight: r.actualWeight,
          weightUnit: r.actualWeight ? actualWeightUnitOf(r) : null,
          duration,
          tempo: r.actualTempo ?? e.actualTempo,
        });
      }
      if (!e.sets.length && (e.actualDuration || e.actualTempo)) {
        records.push({
          exerciseId: e.exerciseId,
          setRowId: e.id,
          reps: null,
          weight: null,
          weightUnit: null,
          duration: e.actualDuration,
          tempo: e.actualTempo,
        });
      }
    }
  }
  return records;
}

export type { FeedbackInput, WorkoutInput };
