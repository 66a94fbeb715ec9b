import { targetInOtherUnit } from '@kinetic/contracts/workout-texts';
import { formatWeight } from '@kinetic/contracts/records';
import { useController } from 'react-hook-form';
import type { SetRow } from '@kinetic/contracts/workouts';
import { convertWeight, weightNumber } from '../../../lib/weight-units.ts';
import type { WorkoutForm } from '../lib/workout-form.ts';
import { ActualInput } from './client-actual-input.tsx';
import { WeightUnitToggle } from './weight-unit-toggle.tsx';

/**
 * A set's actual weight, in the unit the client chooses beside it. Entered in the other unit than
 * the one prescribed, the target converted is the hint ('Target 100 lbs ≈ 45.4 kg').
 */
export function ActualWeightInput({
  row,
  onEdit,
  context,
  set,
  disabled,
}: {
  /** The set row's place in the form: `exercises.0.sets.1`. */
  row: `exercises.${number}.sets.${number}`;
  onEdit: () => void;
  /** Names the exercise and set for screen readers: 'Barbell Back Squat set 1'. */
  context: string;
  set: Pick<SetRow, 'targetWeight' | 'weightUnit'>;
  disabled: boolean;
}) {
  const { field } = useController<WorkoutForm, `${typeof row}.actualWeightUnit`>({
    name: `${row}.actualWeightUnit`,
  });
  const unit = field.value;
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
      name={`${row}.actualWeight`}
      onEdit={onEdit}
      context={context}
      label={`Actual weight (${unit})`}
      disabled={disabled}
      hint={hint}
      decimal
      addon={
        <WeightUnitToggle
          label={`${context} weight unit`}
          value={unit}
          onChange={(next) => {
            field.onChange(next);
            onEdit();
          }}
          disabled={disabled}
        />
      }
    />
  );
}
