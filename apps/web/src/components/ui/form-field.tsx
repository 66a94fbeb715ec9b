import { useId, type ReactNode, type Ref } from 'react';
import { cn } from './cn.ts';
import { FieldError } from './field-error.tsx';

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 transition-colors focus:outline-none focus-visible:outline-none focus:ring-2 focus:ring-offset-0 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';

export function inputStateClasses(invalid: boolean) {
  return invalid
    ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';
}

/** The props every labelled field takes besides those of its control. */
export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
}

/** The props of a field drawn around a native control: the control's own, and the field's. */
export type FieldControlProps<Attributes, Element> = Omit<Attributes, 'id'> &
  FieldProps & { ref?: Ref<Element> };

/** What a control needs to be named and described by its field. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The ids a control shares with its hint and error message: the error and the hint (while there is
 * no error) describe the control, so a screen reader reads them with it.
 */
export function useFieldWiring({ id, error, hint }: Omit<FieldProps, 'label'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const control: ControlWiring = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined,
  };
  return { control, errorId, hintId };
}

export interface FormFieldProps extends FieldProps {
  className?: string;
  /** Draws the control, given its id and aria wiring and the input classes for its state. */
  children: (control: ControlWiring, controlClasses: string) => ReactNode;
}

/** A label, the control, then its hint or its error: the frame of every text-like field. */
export function FormField({ label, error, hint, id, className, children }: FormFieldProps) {
  const { control, errorId, hintId } = useFieldWiring({ id, error, hint });
  return (
    <div className={className}>
      <label htmlFor={control.id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(control, cn(inputClasses, inputStateClasses(Boolean(error))))}
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
