import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

export interface CollapsibleSectionProps {
  title: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** Drawn after the title inside the toggle (a count, a badge). */
  meta?: ReactNode;
  /** Drawn to the right of the toggle, outside it (buttons). */
  actions?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}

/** A card whose body opens and closes with a button in its heading (aria-expanded, aria-controls). */
export function CollapsibleSection({
  title,
  open,
  onToggle,
  meta,
  actions,
  icon,
  children,
  className,
  headingLevel = 2,
}: CollapsibleSectionProps) {
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}>
      <div className="flex items-center gap-2 pr-3">
        <Heading className="min-w-0 flex-1">
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={bodyId}
            className="flex w-full items-center gap-3 rounded-2xl px-4 py-3.5 text-left sm:px-5"
          >
            {icon}
            <span className="truncate text-base font-semibold text-slate-900">{title}</span>
            {meta}
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'ml-auto size-5 shrink-0 text-slate-400 transition-transform',
                open && 'rotate-180',
              )}
            />
          </button>
        </Heading>
        {actions}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-slate-100 px-4 py-4 sm:px-5">
        {open && children}
      </div>
    </section>
  );
}
