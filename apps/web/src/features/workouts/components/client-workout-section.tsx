import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** A collapsible section of the workout list: a title with a count, and its rows. */
export function ClientWorkoutSection({
  title,
  count,
  defaultOpen = false,
  children,
}: {
  title: string;
  count: number;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Card className="overflow-hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 sm:px-5"
        >
          <span className="flex-1 text-base font-semibold text-slate-900 sm:text-lg">{title}</span>
          <span
            className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset"
            aria-label={`${count} ${count === 1 ? 'workout' : 'workouts'}`}
          >
            {count}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-slate-400 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200">
        {children}
      </div>
    </Card>
  );
}
