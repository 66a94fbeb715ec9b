import { targetInOtherUnit } from '@kinetic/contracts/workout-texts';
import { formatWeight } from '@kinetic/contracts/records';
import type { SetRow, WeightUnit } from '@kinetic/contracts/workouts';
import { convertWeight, weightNumber } from '../../../lib/weight-units.ts';
import { ActualInput } from './client-actual-input.tsx';
import { WeightUnitToggle } from './weight-unit-toggle.tsx';

/**
 * A set's actual weight, in the unit the client chooses beside it. Entered in the other unit than
 * the one prescribed, the target converted is the hint ('Target 100 lbs ≈ 45.4 kg').
 */
export function ActualWeightInput({
  context,
  set,
  value,
  unit,
  onChange,
  onUnitChange,
  disabled,
  error,
}: {
  /** Names the exercise and set for screen readers: 'Barbell Back Squat set 1'. */
  context: string;
  set: Pick<SetRow, 'targetWeight' | 'weightUnit'>;
  value: string;
  unit: WeightUnit;
  onChange: (value: string) => void;
  onUnitChange: (unit: WeightUnit) => void;
  disabled: boolean;
  error?: string;
}) {
  const target = weightNumber(set.targetWeight);
  const hint =
    unit !== set.weightUnit && target !== null
      ? targetInOtherUnit(
          formatWeight(target, set.weightUnit),
          formatWeight(convertWeight(target, set.weightUnit, unit), unit),
        )
      : undefined;
  return (
    <ActualInput
      context={context}
      label={`Actual weight (${unit})`}
      value={value}
      onChange={onChange}
      disabled={disabled}
      error={error}
      hint={hint}
      decimal
      addon={
        <WeightUnitToggle
          label={`${context} weight unit`}
          value={unit}
          onChange={onUnitChange}
          disabled={disabled}
        />
      }
    />
  );
}
