import { PROGRESS_TYPES, type ProgressEntry, type ProgressType } from '@kinetic/contracts/progress';

/** The units a measurement type takes ('kg', 'lbs' for body weight); none for an unknown type. */
export function unitsOf(type: string): readonly string[] {
  return PROGRESS_TYPES[type as ProgressType]?.units ?? [];
}

/**
 * The unit a new entry of this type starts with: the user's weight unit where the type takes it (body
 * weight); else the unit of the latest entry of that type (by date, then by when it was logged), as
 * long as the type still takes it; else the type's first unit.
 */
export function defaultUnit(type: string, entries: readonly ProgressEntry[], weightUnit: string): string {
  const units = unitsOf(type);
  if (units.includes(weightUnit)) return weightUnit;
  let latest: ProgressEntry | undefined;
  for (const e of entries) {
    if (e.type !== type || !units.includes(e.unit)) continue;
    if (!latest || e.date > latest.date || (e.date === latest.date && e.createdAt > latest.createdAt))
      latest = e;
  }
  return latest?.unit ?? units[0] ?? '';
}
