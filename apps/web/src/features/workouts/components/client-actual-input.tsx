import { useId, type ReactNode } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';
import type { WorkoutForm } from '../lib/workout-form.ts';

/** An actual value of the form, typed as text: `exercises.0.sets.1.actualReps`... */
export type ActualField = FieldPathByValue<WorkoutForm, string>;

/**
 * One labelled input of the performance form, bound to its field `name` (its value and its message);
 * the label names the exercise and set for screen readers. `onEdit`: the client changed it.
 */
export function ActualInput({
  name,
  onEdit,
  context,
  label,
  disabled,
  hint,
  numeric,
  decimal,
  addon,
}: {
  name: ActualField;
  onEdit: () => void;
  context: string;
  label: string;
  disabled: boolean;
  hint?: string;
  numeric?: boolean;
  decimal?: boolean;
  /** Beside the input, at its height (a weight's unit). */
  addon?: ReactNode;
}) {
  const id = useId();
  const { field, fieldState } = useController<WorkoutForm, ActualField>({ name });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        <span className="sr-only">{context} </span>
        {label}
      </label>
      <div className={addon ? 'flex gap-1.5' : undefined}>
        <input
          id={id}
          type={numeric ? 'number' : 'text'}
          inputMode={numeric ? 'numeric' : decimal ? 'decimal' : undefined}
          pattern={numeric ? '[0-9]*' : undefined}
          min={numeric ? 0 : undefined}
          step={numeric ? 1 : undefined}
          autoComplete="off"
          name={field.name}
          value={field.value}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.value);
            onEdit();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
          }
          className={cn(
            inputClasses,
            inputStateClasses(Boolean(error)),
            'h-12 text-base sm:h-11',
            addon ? 'min-w-0' : undefined,
          )}
        />
        {addon}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
