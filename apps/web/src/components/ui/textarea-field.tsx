import type { TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FormField, type FieldControlProps } from './form-field.tsx';

export type TextareaFieldProps = FieldControlProps<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  HTMLTextAreaElement
>;

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
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control, classes) => (
        <textarea ref={ref} {...control} rows={rows} className={cn(classes, 'resize-y')} {...props} />
      )}
    </FormField>
  );
}
