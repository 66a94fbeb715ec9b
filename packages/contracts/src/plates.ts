import { z } from 'zod';
import { WEIGHT_UNITS, type WeightUnit } from './workout-answers.ts';

// The plate calculator: which plates go on each side of the bar for a target weight, from the bar and
// the plate sizes a person has in their gym (kept per unit: a gym in kilograms and one in pounds have
// different bars and plates).

export const PLATE_SIZES_MAX = 12;
export const BAR_WEIGHT_MAX = 250;
export const PLATE_WEIGHT_MAX = 100;

/** A bar and the plate sizes at hand (as many of each as needed), in one unit. */
export const plateSetSchema = z.object({
  barWeight: z.number(),
  /** Heaviest first. */
  plates: z.array(z.number()),
});
export type PlateSet = z.infer<typeof plateSetSchema>;

/** What a gym has without being told otherwise: an Olympic bar and the usual plates. */
export const DEFAULT_PLATES: Record<WeightUnit, PlateSet> = {
  kg: { barWeight: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  lbs: { barWeight: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

/** GET and PUT /api/users/plates: the bar and plates of each unit (the defaults where none were set). */
export const plateSettingsSchema = z.object({ kg: plateSetSchema, lbs: plateSetSchema });
export type PlateSettings = z.infer<typeof plateSettingsSchema>;
export const plateSettingsAnswer = z.object({ plates: plateSettingsSchema });

/** A person's bar and plates: what they set for each unit, else the usual ones. */
export const platesOf = (stored: Partial<PlateSettings> | null | undefined): PlateSettings => ({
  kg: stored?.kg ?? DEFAULT_PLATES.kg,
  lbs: stored?.lbs ?? DEFAULT_PLATES.lbs,
});

/** Weights are kept to the hundredth: 1.25 kg plates exist, 1.255 kg ones do not. */
const toHundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** PUT /api/users/plates: one unit's bar and plates. */
export const plateSetInput = z.object({
  unit: z.enum(WEIGHT_UNITS, { message: 'Unit must be lbs or kg' }),
  barWeight: z
    .number({ message: 'Bar weight must be a number' })
    .min(0, 'Bar weight cannot be negative')
    .max(BAR_WEIGHT_MAX, `Bar weight must be at most ${BAR_WEIGHT_MAX}`)
    .refine(toHundredths, 'Bar weight must have at most two decimals'),
  plates: z
    .array(
      z
        .number({ message: 'A plate must be a number' })
        .positive('A plate must weigh more than 0')
        .max(PLATE_WEIGHT_MAX, `A plate must weigh at most ${PLATE_WEIGHT_MAX}`)
        .refine(toHundredths, 'A plate must have at most two decimals'),
      { message: 'Plates must be a list of weights' },
    )
    .min(1, 'Give at least one plate size')
    .max(PLATE_SIZES_MAX, `Give at most ${PLATE_SIZES_MAX} plate sizes`)
    // The same size twice is one size; heaviest first, as they go on the bar.
    .transform((plates) => [...new Set(plates)].sort((a, b) => b - a)),
});
export type PlateSetInput = z.input<typeof plateSetInput>;
export type PlateSetValues = z.output<typeof plateSetInput>;

/** How a target weight is loaded: the plates for one side, heaviest first, and what the bar then weighs. */
export interface Loading {
  perSide: number[];
  /** Bar and plates: the target when `exact`, else the nearest weight below it that can be loaded. */
  total: number;
  exact: boolean;
}

/**
 * The plates for each side of the bar to load `target` (in the unit of `set`): the fewest plates
 * that make the most weight not over the target. Sizes are counted in hundredths, so that a set such
 * as 15 and 10 loads 20 a side as 10 + 10, where taking the heaviest first would stop at 15.
 */
export function platesFor(target: number, set: PlateSet): Loading {
  const side = Math.floor(Math.round((target - set.barWeight) * 100) / 2);
  const sizes = set.plates.map((p) => Math.round(p * 100)).filter((p) => p > 0);
  if (!Number.isFinite(side) || side <= 0 || sizes.length === 0) {
    return { perSide: [], total: set.barWeight, exact: Math.abs(target - set.barWeight) < 1e-9 };
  }
  // fewest[w]: the fewest plates that weigh exactly w hundredths (Infinity: none do); last[w]: the
  // plate added last to reach it, to read the plates back.
  const fewest = new Array<number>(side + 1).fill(Infinity);
  const last = new Array<number>(side + 1).fill(0);
  fewest[0] = 0;
  for (let w = 1; w <= side; w++) {
    for (const size of sizes) {
      if (size <= w && fewest[w - size]! + 1 < fewest[w]!) {
        fewest[w] = fewest[w - size]! + 1;
        last[w] = size;
      }
    }
  }
  let reached = side;
  while (reached > 0 && fewest[reached] === Infinity) reached--;
  const perSide: number[] = [];
  for (let w = reached; w > 0; w -= last[w]!) perSide.push(last[w]! / 100);
  perSide.sort((a, b) => b - a);
  const total = Math.round(set.barWeight * 100 + 2 * reached) / 100;
  return { perSide, total, exact: Math.abs(total - target) < 1e-9 };
}
