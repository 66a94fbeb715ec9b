import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';
import { FormField, type FieldControlProps } from './form-field.tsx';

export { inputClasses, inputStateClasses } from './form-field.tsx';

export type TextFieldProps = FieldControlProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
  /** Something drawn inside the input on the right (the password toggle). */
  trailing?: ReactNode;
};

export function TextField({ label, error, hint, id, className, trailing, ref, ...props }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control, classes) => (
        <div className="relative">
          <input ref={ref} {...control} className={cn(classes, trailing ? 'pr-11' : undefined)} {...props} />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
        </div>
      )}
    </FormField>
  );
}
