import { ChevronDown } from 'lucide-react';
import { WEIGHT_UNITS, type WeightUnit } from '@kinetic/contracts/workouts';
import { cn } from '../../../components/ui/cn.ts';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';

/**
 * The unit a weight is entered in, lbs or kg: a compact native select (the phone's own picker),
 * as tall as the input beside it.
 */
export function WeightUnitToggle({
  label,
  value,
  onChange,
  disabled,
}: {
  /** Its accessible name: 'Barbell Back Squat set 1 weight unit'. */
  label: string;
  value: WeightUnit;
  onChange: (unit: WeightUnit) => void;
  disabled: boolean;
}) {
  return (
    <div className="relative shrink-0">
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as WeightUnit)}
        className={cn(
          inputClasses,
          inputStateClasses(false),
          'h-12 w-auto cursor-pointer appearance-none pr-7 pl-2.5 text-base sm:h-11',
        )}
      >
        {WEIGHT_UNITS.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
