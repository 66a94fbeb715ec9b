import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** The two choices; the spec's words are 'completed as assigned' and 'modify actual performance'. */
export function PerformanceChoice({
  name,
  asAssigned,
  disabled,
  onAsAssigned,
  onModify,
}: {
  name: string;
  asAssigned: boolean;
  disabled: boolean;
  onAsAssigned: () => void;
  onModify: () => void;
}) {
  const option = (
    key: string,
    checked: boolean,
    label: string,
    description: string,
    onSelect: () => void,
  ): ReactNode => (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
        checked
          ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
          : 'border-slate-200 bg-white hover:bg-slate-50',
        disabled && 'cursor-not-allowed opacity-70',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-labelledby={`${name}-${key}`}
        aria-describedby={`${name}-${key}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <span className="min-w-0">
        <span
          id={`${name}-${key}`}
          className="block text-sm font-semibold text-slate-900 first-letter:uppercase"
        >
          {label}
        </span>
        <span id={`${name}-${key}-hint`} className="block text-xs text-slate-500">
          {description}
        </span>
      </span>
    </label>
  );
  return (
    <fieldset>
      <legend className="sr-only">How did it go?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option(
          'assigned',
          asAssigned,
          'completed as assigned',
          'Use the targets as my results',
          onAsAssigned,
        )}
        {option('modify', !asAssigned, 'modify actual performance', 'Enter what I actually did', onModify)}
      </div>
    </fieldset>
  );
}
