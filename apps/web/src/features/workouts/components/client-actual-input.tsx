import { useId, type ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';

/** One labelled input of the performance form; the label names the exercise and set for screen readers. */
export function ActualInput({
  context,
  label,
  value,
  onChange,
  disabled,
  error,
  hint,
  numeric,
  decimal,
  addon,
}: {
  context: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error?: string;
  hint?: string;
  numeric?: boolean;
  decimal?: boolean;
  /** Beside the input, at its height (a weight's unit). */
  addon?: ReactNode;
}) {
  const id = useId();
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
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
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
