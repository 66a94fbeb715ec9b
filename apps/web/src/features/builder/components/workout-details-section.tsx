import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { DESCRIPTION_MAX, type workoutDetailsForm } from '@kinetic/contracts/workouts';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

export type DetailsInput = z.input<typeof workoutDetailsForm>;

/** The collapsible 'Workout Details': Workout Name, Workout Date, Target Duration (minutes), Description. */
export function WorkoutDetailsSection({
  register,
  control,
  errors,
  readOnly,
}: {
  register: UseFormRegister<DetailsInput>;
  control: Control<DetailsInput>;
  errors: FieldErrors<DetailsInput>;
  readOnly: boolean;
}) {
  const [open, setOpen] = useState(true);
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').length;
  return (
    <CollapsibleSection title="Workout Details" open={open} onToggle={() => setOpen((v) => !v)}>
      <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Workout Name"
          maxLength={100}
          placeholder="e.g. Lower body strength"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Workout Date"
          type="date"
          error={errors.scheduledDate?.message}
          {...register('scheduledDate')}
        />
        <TextField
          label="Target Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.estimatedDuration?.message}
          {...register('estimatedDuration', {
            setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)),
          })}
        />
        <TextareaField
          label="Description"
          className="sm:col-span-2"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          hint={`${descriptionLength}/${DESCRIPTION_MAX}`}
          error={errors.description?.message}
          {...register('description')}
        />
      </fieldset>
    </CollapsibleSection>
  );
}
