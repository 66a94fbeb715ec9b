import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';
import { FormField, type FieldControlProps } from './form-field.tsx';

export type SelectFieldProps = FieldControlProps<
  SelectHTMLAttributes<HTMLSelectElement>,
  HTMLSelectElement
> & {
  children: ReactNode;
};

/** A labelled native select (the phone's own picker on mobile), styled like TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  ref,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} id={id} className={className}>
      {(control, classes) => (
        <div className="relative">
          <select
            ref={ref}
            {...control}
            className={cn(classes, 'cursor-pointer appearance-none pr-10')}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
          />
        </div>
      )}
    </FormField>
  );
}
