import { useId, useMemo } from 'react';
import {
  Controller,
  useForm,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import { CONDITION_LABELS, type Condition } from '@kinetic/contracts/conditions';
import type { LibraryKind } from '@kinetic/contracts/libraries';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { EquipmentPicker } from './equipment-picker.tsx';
import {
  LIBRARY_FIELDS,
  LIBRARY_INPUT_SCHEMAS,
  toFormValues,
  toInput,
  type FieldSpec,
  type FormValues,
} from '../lib/library-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** Checks the form against the library's zod contract; each field gets its first message. */
function contractResolver(kind: LibraryKind): Resolver<FormValues> {
  return (values) => {
    const result = LIBRARY_INPUT_SCHEMAS[kind].safeParse(toInput(kind, values));
    if (result.success) return { values, errors: {} };
    const errors: FieldErrors<FormValues> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? 'root');
      errors[key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

const difficultyLabel = (v: string) => v.charAt(0) + v.slice(1).toLowerCase();

function Field({
  spec,
  register,
  control,
  error,
}: {
  spec: FieldSpec;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  error?: string;
}) {
  const className = spec.wide ? (spec.type === 'checkbox' ? 'col-span-full' : 'sm:col-span-2') : undefined;
  const props = { label: spec.label, error, className, ...register(spec.name) };
  switch (spec.type) {
    case 'textarea':
      return <TextareaField {...props} rows={3} />;
    case 'select':
      return <SelectField options={spec.options} optionLabel={difficultyLabel} {...props} />;
    case 'number':
      return (
        <TextField {...props} type="number" step={spec.step} min={0} inputMode="decimal" hint={spec.hint} />
      );
    case 'checkbox':
      return <Checkbox {...props} hint={spec.hint} />;
    case 'equipment':
      return (
        <Controller
          control={control}
          name={spec.name}
          render={({ field }) => (
            <EquipmentPicker
              label={spec.label}
              className={className}
              error={error}
              value={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
            />
          )}
        />
      );
    case 'conditions':
      return (
        <fieldset className="col-span-full rounded-xl border border-slate-200 px-4 py-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{spec.label}</legend>
          {spec.hint && <p className="mb-2 text-xs text-slate-500">{spec.hint}</p>}
          <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {spec.options?.map((o) => (
              <Checkbox key={o} label={CONDITION_LABELS[o as Condition]} value={o} {...register(spec.name)} />
            ))}
          </div>
          {error && <p className="mt-1 text-sm text-red-600">{error}</p>}
        </fieldset>
      );
    default:
      return <TextField {...props} type="text" hint={spec.hint} autoComplete="off" />;
  }
}

export interface LibraryItemFormProps {
  kind: LibraryKind;
  /** The item to edit (the form edits a copy of it); none for a new item. */
  item?: Record<string, unknown> | null;
  submitLabel: string;
  /**
   * Receives the checked input. Rejects with the ApiError of a failed call: 400 field errors then show
   * under their fields, a 409 under the name.
   */
  onSubmit: (input: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
  className?: string;
}

/** Every field of a library item, for creating (empty) and editing (a copy of the item). */
export function LibraryItemForm({
  kind,
  item,
  submitLabel,
  onSubmit,
  onCancel,
  className,
}: LibraryItemFormProps) {
  const formId = useId();
  const defaultValues = useMemo(() => toFormValues(kind, item), [kind, item]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues, resolver: contractResolver(kind) });
  const fields = LIBRARY_FIELDS[kind];
  const names = new Set(fields.map((f) => f.name));

  const submit = handleSubmit(async (values) => {
    const checked = LIBRARY_INPUT_SCHEMAS[kind].parse(toInput(kind, values)) as Record<string, unknown>;
    // Only what the form shows: a field it has no input for (a food's portions) keeps the item's
    // value rather than the contract's default.
    const input = Object.fromEntries(Object.entries(checked).filter(([key]) => names.has(key)));
    try {
      await onSubmit(input);
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.status === 409) {
        setError('name', { type: 'server', message: error.error ?? 'This name is already taken' });
        return;
      }
      for (const { path, msg } of error.errors) {
        const key = path.split('.')[0] ?? '';
        setError(names.has(key) ? key : 'root', { type: 'server', message: msg });
      }
    }
  });

  /** The fields of the form's specs that are (or are not) checkboxes. */
  const fieldsWhere = (checkbox: boolean) =>
    fields
      .filter((f) => (f.type === 'checkbox') === checkbox)
      .map((spec) => (
        <Field
          key={spec.name}
          spec={spec}
          register={register}
          control={control}
          error={errors[spec.name]?.message}
        />
      ));
  return (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate className={cn('space-y-5', className)}>
      <div className="grid gap-4 sm:grid-cols-2">{fieldsWhere(false)}</div>
      <fieldset className="rounded-xl border border-slate-200 bg-slate-50/60 px-4 py-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Flags</legend>
        <div className="grid grid-cols-1 gap-3 py-1 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {fieldsWhere(true)}
        </div>
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <FormActions onCancel={onCancel} busy={isSubmitting}>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
