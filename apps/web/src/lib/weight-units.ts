import { KG_PER_LB, formatWeight, roundWeight } from '@kinetic/contracts/records';
import { DEFAULT_PREFERENCES } from '@kinetic/contracts/time-and-units';
import type { WeightUnit } from '@kinetic/contracts/workouts';

/** `value` in `from` expressed in `to` (kg or lbs), to one decimal: 1 kg = 2.20462 lbs. */
export function convertWeight(value: number, from: string, to: string): number {
  if (from === to) return value;
  return roundWeight(from === 'lbs' ? value * KG_PER_LB : value / KG_PER_LB);
}

/** A typed weight as a number, or null when it is not one ('bodyweight', '', '12kg'). */
export function weightNumber(weight: string | null | undefined): number | null {
  const trimmed = weight?.trim() ?? '';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/**
 * A stored weight in its own unit, and (when that is not the viewer's unit) its conversion beside it,
 * so that a weight is never silently shown in another unit than it was recorded in:
 * '100 kg (220.5 lbs)'. A weight that is not a number ('bodyweight') is shown as typed.
 */
export function weightWithConversion(weight: string | number, unit: string, viewerUnit: string): string {
  const value = typeof weight === 'number' ? weight : weightNumber(weight);
  if (value === null) return String(weight).trim();
  const own = formatWeight(value, unit);
  return unit === viewerUnit
    ? own
    : `${own} (${formatWeight(convertWeight(value, unit, viewerUnit), viewerUnit)})`;
}

/** The unit a new weight starts in: the user's preference, else the app's default. */
export function preferredWeightUnit(preferences: { weightUnit: WeightUnit } | null | undefined): WeightUnit {
  return preferences?.weightUnit ?? DEFAULT_PREFERENCES.weightUnit;
}
