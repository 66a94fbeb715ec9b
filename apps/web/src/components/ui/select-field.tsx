import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';
import { FormField, splitFieldProps, type FieldControlProps } from './form-field.tsx';

export type SelectFieldProps<O extends string | number = string> = FieldControlProps<
  SelectHTMLAttributes<HTMLSelectElement>,
  HTMLSelectElement
> & {
  /** Options before the list's own: a placeholder, 'All'. */
  children?: ReactNode;
  /** The choices, each its own value, shown by `optionLabel` (else as it is). */
  options?: readonly O[];
  optionLabel?: (option: O) => ReactNode;
};

/** A labelled native select (the phone's own picker on mobile), styled like TextField. */
export function SelectField<O extends string | number = string>({
  ref,
  children,
  options = [],
  optionLabel = String,
  ...props
}: SelectFieldProps<O>) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      {(wiring, classes) => (
        <div className="relative">
          <select
            ref={ref}
            {...wiring}
            className={cn(classes, 'cursor-pointer appearance-none pr-10')}
            {...control}
          >
            {children}
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabel(option)}
              </option>
            ))}
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
