import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ClientFilter } from '../../../entities/clients/components/client-filter.tsx';
import type { CalendarView } from '../lib/calendar-range.ts';

/** The view (week, month), the way through time, and a trainer's client filter. */
export function CalendarToolbar({
  view,
  title,
  onView,
  onStep,
  onToday,
  asTrainer,
  clientId,
  onClient,
}: {
  view: CalendarView;
  title: string;
  onView: (view: CalendarView) => void;
  onStep: (step: number) => void;
  onToday: () => void;
  asTrainer: boolean;
  clientId: string | null;
  onClient: (clientId: string | null) => void;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => onView(v)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                view === v ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100',
              )}
            >
              {v === 'week' ? 'Week' : 'Month'}
            </button>
          ))}
        </div>
        <div className="inline-flex items-center gap-1">
          <Button variant="secondary" size="sm" onClick={() => onStep(-1)} aria-label={`Previous ${view}`}>
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="secondary" size="sm" onClick={onToday}>
            Today
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onStep(1)} aria-label={`Next ${view}`}>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </h2>
      </div>
      {asTrainer && (
        <ClientFilter
          className="w-full lg:w-64"
          value={clientId ?? ''}
          onChange={(id) => onClient(id || null)}
        />
      )}
    </div>
  );
}
