import { Search } from 'lucide-react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';
import { inputClasses, inputStateClasses } from './text-field.tsx';

/**
 * A search input with a magnifier; when `searching` is given, room is kept on the right for the
 * spinner shown while a new search loads.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  searching,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  searching?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, inputStateClasses(false), searching === undefined ? 'pl-9' : 'pr-9 pl-9')}
      />
      {searching && <Spinner className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-600" />}
    </div>
  );
}
