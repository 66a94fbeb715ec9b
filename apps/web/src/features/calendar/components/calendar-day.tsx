import type { ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { cn } from '../../../components/ui/cn.ts';
import { formatLongDay } from '../../../lib/calendar-date.ts';

/** One day: where chips are dropped; named by its long date, so that it can be found. */
export function Day({ date, className, children }: { date: string; className: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <section
      ref={setNodeRef}
      aria-label={formatLongDay(date)}
      data-date={date}
      className={cn(className, isOver && 'bg-brand-50 ring-2 ring-brand-300')}
    >
      {children}
    </section>
  );
}

/** A day's "+": schedules a template on that day. */
export function AddOnDay({
  date,
  onAdd,
  className,
}: {
  date: string;
  onAdd: (date: string) => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onAdd(date)}
      aria-label={`Schedule a template on ${formatLongDay(date)}`}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <Plus aria-hidden="true" className="size-4" />
    </button>
  );
}
