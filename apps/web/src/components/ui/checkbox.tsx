import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError } from './field-error.tsx';
import { useFieldWiring } from './form-field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  /** What checking it means, under the label. */
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, className, ref, ...props }: CheckboxProps) {
  const { control, errorId, hintId } = useFieldWiring({ error, hint });
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          {...control}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700"
          {...props}
        />
        <div className="min-w-0">
          <label htmlFor={control.id} className="cursor-pointer text-sm leading-5 text-slate-700">
            {label}
          </label>
          {hint && (
            <p id={hintId} className="mt-0.5 text-xs text-slate-500">
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
