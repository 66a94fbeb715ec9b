import { useId } from 'react';
import { Check } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../components/ui/cn.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { SelectField, type SelectFieldProps } from '../../../components/ui/select-field.tsx';
import { YES_NO } from '@kinetic/contracts/onboarding';

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

export interface OptionsFieldProps extends Omit<SelectFieldProps, 'children'> {
  options: readonly string[];
  placeholder?: string;
}

/** A required pick from an option list, which starts on a placeholder that is no answer. */
export function OptionsField({ options, placeholder = 'Select an option', ...props }: OptionsFieldProps) {
  return (
    <SelectField options={options} {...props}>
      <option value="">{placeholder}</option>
    </SelectField>
  );
}

export interface YesNoQuestionsProps<K extends string> {
  /** Each field's question, in form order. */
  questions: Record<K, string>;
  /** The ChoiceField props of a field. */
  choice: (name: K) => Pick<ChoiceFieldProps, 'registration' | 'error'>;
}

/** A numbered list of Yes/No questions, one field each. */
export function YesNoQuestions<K extends string>({ questions, choice }: YesNoQuestionsProps<K>) {
  return (Object.keys(questions) as K[]).map((field, index) => (
    <ChoiceField
      key={field}
      number={index + 1}
      label={questions[field]}
      options={YES_NO}
      {...choice(field)}
    />
  ));
}
