import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FormField, splitFieldProps, type FieldControlProps } from './form-field.tsx';

export type TextareaFieldProps = FieldControlProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

/** A labelled multi-line text field, styled like TextField. */
export function TextareaField({ ref, rows = 3, ...props }: TextareaFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(wiring, classes) => (
        <textarea ref={ref} {...wiring} rows={rows} className={cn(classes, 'resize-y')} {...control} />
      )}
    </FormField>
  );
}
