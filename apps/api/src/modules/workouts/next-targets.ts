import { inUnit, nextTargets, type DoneSet } from '@kinetic/contracts/progression';
import type { PlateSettings } from '@kinetic/contracts/plates';
import { roundWeight } from '@kinetic/contracts/records';
import { actualWeightUnitOf, type SetBlock, type WeightUnit } from '@kinetic/contracts/workouts';

export type Exercise = SetBlock['exercises'][number];

/** A weight as the plan holds it (free text): the number, or null for "bodyweight" and the like. */
const weightOf = (text: string | null): number | null => {
  const n = text && /^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** The exercises a rule governs: those with a prescription other than a fixed load, by library exercise. */
export function prescribedExercises(plan: SetBlock[]): Map<string, Exercise> {
  const found = new Map<string, Exercise>();
  for (const block of plan)
    for (const e of block.exercises)
      if (e.load && !e.skipped && !found.has(e.exerciseId)) found.set(e.exerciseId, e);
  return found;
}

/** The sets of a completed exercise as the rules read them: every planned one, skipped ones as not done. */
const doneSets = (e: Exercise): DoneSet[] =>
  e.sets.map((r) => ({
    targetReps: r.targetReps,
    reps: r.skipped ? null : r.actualReps,
    weight: r.skipped ? null : weightOf(r.actualWeight),
    unit: actualWeightUnitOf(r),
  }));

/** What the completed exercise's first set was prescribed at, in `unit`. */
function prescribedWeight(e: Exercise, unit: WeightUnit): number | null {
  const first = e.sets[0];
  const weight = first ? weightOf(first.targetWeight) : null;
  return first && weight !== null ? roundWeight(inUnit(weight, first.weightUnit, unit)) : null;
}

/**
 * The plan of a scheduled workout with the targets the rules make of the completed exercises
 * (`done`, by library exercise) on the client's plates, each with its reason; null when no rule changes anything.
 */
export function progressedPlan(
  plan: SetBlock[],
  done: Map<string, Exercise>,
  unit: WeightUnit,
  plates: Partial<PlateSettings> | null,
): SetBlock[] | null {
  let changed = false;
  const next = plan.map((block) => ({
    ...block,
    exercises: block.exercises.map((e) => {
      const last = done.get(e.exerciseId);
      if (!last || !e.load || !e.sets.length) return e;
      const target = nextTargets({
        prescription: e.load,
        lastPrescription: last.load,
        lastSets: doneSets(last),
        lastTargetWeight: prescribedWeight(last, unit),
        trainingMax: null,
        unit,
        plates,
      });
      if (!target) return e;
      changed = true;
      return {
        ...e,
        loadReason: target.reason,
        sets: e.sets.map((r) => ({
          ...r,
          ...(target.weight !== null ? { targetWeight: String(target.weight), weightUnit: unit } : {}),
          ...(target.reps !== null ? { targetReps: target.reps } : {}),
        })),
      };
    }),
  }));
  return changed ? next : null;
}
