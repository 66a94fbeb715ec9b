import type { LoadPrescription } from './load-prescription.ts';
import { platesOf, type PlateSettings } from './plates.ts';
import { KG_PER_LB, formatWeight, roundWeight } from './records.ts';
import type { WeightUnit } from './workout-answers.ts';

// The progression rules, one definition for the API (which writes the targets) and the web (which
// shows them): a prescription, what the client did last and their training max give the next
// targets and the reason, in words, that made them.

/** The rule a set must stay within for a double progression to move on. */
export const DOUBLE_PROGRESSION_RPE_MAX = 8;

/**
 * The smallest load change a person's plates make: a pair of their smallest plate in that unit
 * (2.5 kg or 5 lb with the usual plates, when they set none).
 */
export const plateStepOf = (unit: WeightUnit, plates?: Partial<PlateSettings> | null): number =>
  2 * Math.min(...platesOf(plates)[unit].plates);

/** A weight in another unit, unrounded. */
export function inUnit(weight: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return weight;
  return from === 'kg' ? weight / KG_PER_LB : weight * KG_PER_LB;
}

/** The nearest weight the plates make. */
export const toPlates = (weight: number, step: number): number =>
  roundWeight(Math.round(weight / step) * step);

/** A set as the client left it: reps and weight null when not done, RPE null when not logged. */
export interface DoneSet {
  targetReps: number;
  reps: number | null;
  weight: number | null;
  unit: WeightUnit;
  rpe?: number | null;
}

export interface TrainingMax {
  weight: number;
  unit: WeightUnit;
}

export interface ProgressionInput {
  /** The prescription of the exercise whose targets are being made. */
  prescription: LoadPrescription;
  /** The prescription of the exercise last done (a deload's weights are no base to progress from). */
  lastPrescription?: LoadPrescription | null;
  /** The sets last done, every planned one (a set not done counts as missed). */
  lastSets: DoneSet[];
  /** What the last sets were prescribed at, when no set logged a weight. */
  lastTargetWeight?: number | null;
  trainingMax: TrainingMax | null;
  /** The client's unit: the targets are in it. */
  unit: WeightUnit;
  /** The client's plates, which make the step (the usual ones when left out). */
  plates?: Partial<PlateSettings> | null;
}

/** New targets for every set: a weight (null: none), reps (null: each set keeps its own) and why. */
export interface NextTargets {
  weight: number | null;
  reps: number | null;
  reason: string;
}

const signed = (delta: number, unit: WeightUnit) =>
  `${delta >= 0 ? '+' : '−'}${formatWeight(Math.abs(delta), unit)}`;

/** The load of a percentage of the training max, on the plates. */
export function fromTrainingMax(
  percent: number,
  max: TrainingMax,
  unit: WeightUnit,
  step: number,
): NextTargets {
  const weight = toPlates((inUnit(max.weight, max.unit, unit) * percent) / 100, step);
  return { weight, reps: null, reason: `${percent}% of training max ${formatWeight(max.weight, max.unit)}` };
}

/** The heaviest weight the sets were done at, else what they were prescribed at. */
function workingWeight(input: ProgressionInput): number | null {
  const done = input.lastSets.filter((s) => s.reps !== null && s.reps > 0 && s.weight !== null);
  if (!done.length) return input.lastTargetWeight ?? null;
  return roundWeight(Math.max(...done.map((s) => inUnit(s.weight!, s.unit, input.unit))));
}

/** The first set that falls short of `reps` (its own target when left out), in words; null if none. */
function shortfall(sets: DoneSet[], reps?: number): string | null {
  for (const [i, s] of sets.entries()) {
    const wanted = reps ?? s.targetReps;
    if (s.reps === null) return `set ${i + 1} not done`;
    if (s.reps < wanted) return `set ${i + 1} at ${s.reps} of ${wanted} reps`;
  }
  return null;
}

function doubleProgression(
  p: Extract<LoadPrescription, { kind: 'double' }>,
  base: number,
  input: ProgressionInput,
  step: number,
): NextTargets {
  const kept = (why: string) => ({
    weight: base,
    reps: null,
    reason: `Kept ${formatWeight(base, input.unit)}: ${why}`,
  });
  const short = shortfall(input.lastSets, p.maxReps);
  if (short) return kept(short);
  const hard = input.lastSets.findIndex((s) => (s.rpe ?? 0) > DOUBLE_PROGRESSION_RPE_MAX);
  if (hard >= 0)
    return kept(`set ${hard + 1} at RPE ${input.lastSets[hard]!.rpe} (above ${DOUBLE_PROGRESSION_RPE_MAX})`);
  // Without a logged RPE the reps decide alone, and the reason says so.
  const effort = input.lastSets.some((s) => s.rpe != null)
    ? `RPE ≤ ${DOUBLE_PROGRESSION_RPE_MAX}`
    : 'no RPE logged';
  return {
    weight: roundWeight(base + step),
    reps: p.minReps,
    reason: `${signed(step, input.unit)}: all sets at ${p.maxReps} reps, ${effort}`,
  };
}

/**
 * The next targets of an exercise, or null when the prescription computes none (a fixed load, an
 * effort target, a percentage without a training max, a progression with nothing to start from, or
 * a progression right after a deload, whose lighter weights are no base: its own targets stand).
 */
export function nextTargets(input: ProgressionInput): NextTargets | null {
  const p = input.prescription;
  const step = plateStepOf(input.unit, input.plates);
  if (p.kind === 'percent')
    return input.trainingMax ? fromTrainingMax(p.percent, input.trainingMax, input.unit, step) : null;
  if (p.kind === 'fixed' || p.kind === 'effort') return null;
  const base = workingWeight(input);
  if (base === null) return null;
  if (p.kind === 'deload') {
    const weight = toPlates((base * p.percent) / 100, step);
    return { weight, reps: null, reason: `Deload: ${p.percent}% of ${formatWeight(base, input.unit)}` };
  }
  if (input.lastPrescription?.kind === 'deload') return null;
  if (p.kind === 'double') return doubleProgression(p, base, input, step);
  const by = p.step ?? step;
  const short = shortfall(input.lastSets);
  if (short) return { weight: base, reps: null, reason: `Kept ${formatWeight(base, input.unit)}: ${short}` };
  return {
    weight: roundWeight(base + by),
    reps: null,
    reason: `${signed(by, input.unit)}: all sets at their target reps`,
  };
}

/** What the targets say to the client beside an RPE or RIR prescription. */
export function effortText(p: LoadPrescription): string | null {
  if (p.kind !== 'effort') return null;
  return p.rpe !== null ? `Load for RPE ${p.rpe}` : `Load for ${p.rir} reps in reserve`;
}
