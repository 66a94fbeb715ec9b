import { useState } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { templateDetailsForm } from '@kinetic/contracts/templates';
import { DESCRIPTION_MAX } from '@kinetic/contracts/workouts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

export type TemplateDetailsInput = z.input<typeof templateDetailsForm>;

/** The template's details: as a workout's, without client and date, and whether every trainer may use it. */
export function TemplateDetailsSection({
  register,
  control,
  errors,
  readOnly,
}: {
  register: UseFormRegister<TemplateDetailsInput>;
  control: Control<TemplateDetailsInput>;
  errors: FieldErrors<TemplateDetailsInput>;
  readOnly: boolean;
}) {
  const [open, setOpen] = useState(true);
  const descriptionLength = (useWatch({ control, name: 'description' }) ?? '').length;
  return (
    <CollapsibleSection title="Template Details" open={open} onToggle={() => setOpen((v) => !v)}>
      <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Template Name"
          maxLength={100}
          placeholder="e.g. Full body A"
          error={errors.name?.message}
          {...register('name')}
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
        <Checkbox
          className="sm:col-span-2"
          label="Share with every trainer"
          hint="Other trainers can use it in their programs; only you can change it."
          {...register('shared')}
        />
      </fieldset>
    </CollapsibleSection>
  );
}
