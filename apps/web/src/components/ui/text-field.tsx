import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';
import { FormField, splitFieldProps, type FieldControlProps } from './form-field.tsx';

export { inputClasses, inputStateClasses } from './form-field.tsx';

export type TextFieldProps = FieldControlProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement> & {
  /** Something drawn inside the input on the right (the password toggle). */
  trailing?: ReactNode;
};

export function TextField({ trailing, ref, ...props }: TextFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(wiring, classes) => (
        <div className="relative">
          <input ref={ref} {...wiring} className={cn(classes, trailing ? 'pr-11' : undefined)} {...control} />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
        </div>
      )}
    </FormField>
  );
}
