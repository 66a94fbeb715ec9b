import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FieldError } from './field-error.tsx';
import { inputClasses, inputStateClasses } from './text-field.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field, styled like TextField. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  rows = 3,
  ...props
}: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, inputStateClasses(Boolean(error)), 'resize-y')}
        {...props}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
