import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HABIT_NAME_MAX, habitInput, type HabitInput, type HabitValues } from '@kinetic/contracts/habits';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText, isApiError } from '../../../lib/api-client.ts';

const FIELDS = ['name', 'frequency', 'daysPerWeek'] as const;
const isField = (path: string): path is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(path);
const FREQUENCY_LABELS = { daily: 'Every day', weekly: 'Some days a week' } as const;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * A habit's name and frequency (daily, or weekly with its days per week), for a new habit or a
 * change of one. `save` answers once the server took it; its refusals show on their fields.
 */
export function HabitForm({
  initial,
  submitLabel,
  save,
  onCancel,
}: {
  initial?: HabitInput;
  submitLabel: string;
  save: (values: HabitValues) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HabitInput, unknown, HabitValues>({
    resolver: zodResolver(habitInput),
    defaultValues: initial ?? { name: '', frequency: 'daily', daysPerWeek: 3 },
  });
  const frequency = useWatch({ control, name: 'frequency' });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save(values);
      if (!initial) reset({ name: '', frequency: values.frequency, daysPerWeek: values.daysPerWeek ?? 3 });
    } catch (error) {
      const fieldErrors =
        isApiError(error) && error.status === 400 ? error.errors.filter((e) => isField(e.path)) : [];
      fieldErrors.forEach((e, i) => {
        if (isField(e.path)) setError(e.path, { type: 'server', message: e.msg }, { shouldFocus: i === 0 });
      });
      if (!fieldErrors.length) setProblem(errorText(error, 'The habit could not be saved'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <TextField
        label="Habit"
        placeholder="e.g. 8,000 steps"
        maxLength={HABIT_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-3">
        <SelectField
          label="How often"
          options={['daily', 'weekly'] as const}
          optionLabel={(f) => FREQUENCY_LABELS[f]}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        {frequency === 'weekly' && (
          <SelectField
            label="Days a week"
            options={DAYS}
            error={errors.daysPerWeek?.message}
            {...register('daysPerWeek', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          />
        )}
      </div>
      <FormAlert>{problem}</FormAlert>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
