import {
  useId,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Check, ChevronDown } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { inputClasses, inputStateClasses } from '../../../components/ui/text-field.tsx';

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700';

function describedBy(error: string | undefined, errorId: string, hint: ReactNode, hintId: string) {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
}

function Hint({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  if (!hint || error) return null;
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-500">
      {hint}
    </p>
  );
}

export interface ChoiceFieldProps {
  /** The question; names the radio group. */
  label: string;
  options: readonly string[];
  error?: string;
  registration: UseFormRegisterReturn;
  /** A question number shown before the question (not part of its accessible name). */
  number?: number;
  className?: string;
}

/**
 * A required choice among a few options (Yes/No), as large radio-style buttons side by side.
 * Real radio inputs underneath, so keyboards, screen readers and getByLabel work.
 */
export function ChoiceField({ label, options, error, registration, number, className }: ChoiceFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      className={className}
    >
      <p className="mb-2.5 flex gap-2.5 text-sm leading-6 font-medium text-slate-800">
        {number !== undefined && (
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
          >
            {number}
          </span>
        )}
        <span id={labelId}>{label}</span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        {options.map((option) => {
          const optionId = `${id}-${option}`;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={cn(
                'relative flex h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 bg-white px-4 text-base font-semibold text-slate-700 transition-colors select-none hover:border-brand-300',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                'has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-800',
                '[&>svg]:hidden has-checked:[&>svg]:block',
                error ? 'border-red-300' : 'border-slate-200',
              )}
            >
              {/* Covers the whole button, so a click anywhere on it lands on the input itself. */}
              <input
                id={optionId}
                type="radio"
                value={option}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                {...registration}
              />
              <Check aria-hidden="true" className="size-4" strokeWidth={3} />
              {option}
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly string[];
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A required pick from an option list (native select: the phone's own picker). */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder = 'Select an option',
  className,
  ref,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error, errorId, hint, hintId)}
          className={cn(
            inputClasses,
            inputStateClasses(Boolean(error)),
            'cursor-pointer appearance-none pr-10',
          )}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
      <Hint id={hintId} hint={hint} error={error} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Free text over a few lines. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 3,
  ref,
  ...props
}: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, errorId, hint, hintId)}
        className={cn(inputClasses, inputStateClasses(Boolean(error)), 'resize-y')}
        {...props}
      />
      <Hint id={hintId} hint={hint} error={error} />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
