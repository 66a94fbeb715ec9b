import type { PerformedSet, SetRow } from '@kinetic/contracts/workouts';
import { weightWithConversion } from '../../../lib/weight-units.ts';

/**
 * One set as the client recorded it, for a viewer counting in `viewerUnit`: '8 × 60 kg', with the
 * conversion beside a weight in the other unit ('8 × 60 kg (132.3 lbs)'), '8 reps', '60 kg', or 'done'
 * when the set was completed with nothing recorded.
 */
export function performedSetText(set: PerformedSet, viewerUnit: string): string {
  const weight = set.actualWeight?.trim()
    ? weightWithConversion(set.actualWeight, set.weightUnit ?? viewerUnit, viewerUnit)
    : null;
  if (set.actualReps !== null && weight) return `${set.actualReps} × ${weight}`;
  if (set.actualReps !== null) return `${set.actualReps} reps`;
  return weight ?? 'done';
}

/** A set row's weight (target or actual) for a viewer counting in `viewerUnit`: '60 kg (132.3 lbs) ea'. */
export function setWeightText(
  weight: string,
  row: Pick<SetRow, 'weightUnit' | 'eachSide'>,
  viewerUnit: string,
): string {
  return `${weightWithConversion(weight, row.weightUnit, viewerUnit)}${row.eachSide ? ' ea' : ''}`;
}
