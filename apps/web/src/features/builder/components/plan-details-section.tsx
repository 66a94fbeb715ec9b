import { useState, type ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { DESCRIPTION_MAX, type workoutDetailsForm } from '@kinetic/contracts/workouts';
import { CollapsibleSection } from '../../../components/ui/collapsible-section.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';

/** The details every plan has, a workout's as a template's. */
type PlanDetails = Pick<z.input<typeof workoutDetailsForm>, 'name' | 'estimatedDuration' | 'description'>;

/**
 * A plan's collapsible details: its name, target duration and description; `afterName` and
 * `children` hold the fields one kind of plan adds (after the name, and at the end).
 */
export function PlanDetailsSection<T extends PlanDetails>({
  title,
  nameLabel,
  namePlaceholder,
  register,
  control,
  errors,
  readOnly,
  afterName,
  children,
}: {
  title: string;
  nameLabel: string;
  namePlaceholder: string;
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<PlanDetails>;
  readOnly: boolean;
  afterName?: ReactNode;
  children?: ReactNode;
}) {
  // A form's register and control are invariant in its values: seen here through the fields every
  // plan has, which a plan's form (T) holds all of.
  const planRegister = register as unknown as UseFormRegister<PlanDetails>;
  const planControl = control as unknown as Control<PlanDetails>;
  const [open, setOpen] = useState(true);
  const descriptionLength = (useWatch({ control: planControl, name: 'description' }) ?? '').length;
  return (
    <CollapsibleSection title={title} open={open} onToggle={() => setOpen((v) => !v)}>
      <fieldset disabled={readOnly} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={nameLabel}
          maxLength={100}
          placeholder={namePlaceholder}
          error={errors.name?.message}
          {...planRegister('name')}
        />
        {afterName}
        <TextField
          label="Target Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          error={errors.estimatedDuration?.message}
          {...planRegister('estimatedDuration', {
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
          {...planRegister('description')}
        />
        {children}
      </fieldset>
    </CollapsibleSection>
  );
}
