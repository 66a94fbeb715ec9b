import { HeartPulse } from 'lucide-react';
import { useController, useFormContext } from 'react-hook-form';
import { PAIN_AREA_MAX } from '@kinetic/contracts/workouts';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { WorkoutForm } from '../lib/workout-form.ts';

const LEVELS = Array.from({ length: 11 }, (_, i) => i);
const levelName = (n: number) => (n === 0 ? '0 - barely' : n === 10 ? '10 - the worst' : String(n));

/**
 * "Something hurt": the client tells their trainer where and how much (0 to 10), sent with the
 * completion. Their trainer sees it under Needs attention at once. What is missing is said under
 * "Where did it hurt?" when the client completes, until they change something here.
 */
export function PainReportField({ disabled }: { disabled?: boolean }) {
  const { clearErrors } = useFormContext<WorkoutForm>();
  const hurt = useController<WorkoutForm, 'pain.hurt'>({ name: 'pain.hurt' }).field;
  const area = useController<WorkoutForm, 'pain.area'>({ name: 'pain.area' });
  const level = useController<WorkoutForm, 'pain.level'>({ name: 'pain.level' }).field;
  // Any change here takes back what was said missing.
  const changed = () => clearErrors('pain');
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <HeartPulse aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        <Checkbox
          className="min-w-0 flex-1"
          label="Something hurt"
          hint="Your trainer is told with the completion."
          checked={hurt.value}
          disabled={disabled}
          onChange={(e) => {
            hurt.onChange(e.target.checked);
            changed();
          }}
        />
      </div>
      {hurt.value && (
        <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            label="Where did it hurt?"
            placeholder="e.g. left knee"
            value={area.field.value}
            maxLength={PAIN_AREA_MAX}
            disabled={disabled}
            error={area.fieldState.error?.message}
            onChange={(e) => {
              area.field.onChange(e.target.value);
              changed();
            }}
          />
          <SelectField
            label="How much (0-10)"
            options={LEVELS}
            optionLabel={levelName}
            value={String(level.value)}
            disabled={disabled}
            onChange={(e) => {
              level.onChange(Number(e.target.value));
              changed();
            }}
          />
        </div>
      )}
    </Card>
  );
}
