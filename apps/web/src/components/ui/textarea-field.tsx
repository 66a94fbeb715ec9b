import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FormField, type FieldProps } from './form-field.tsx';

export interface TextareaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, FieldProps {
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
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control, classes) => (
        <textarea ref={ref} {...control} rows={rows} className={cn(classes, 'resize-y')} {...props} />
      )}
    </FormField>
  );
}
