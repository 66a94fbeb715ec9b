import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import {
  formatLongDay,
  formatMediumDay,
  shiftCalendarDate,
  todayCalendarDate,
} from '../../lib/calendar-date.ts';

/** A day and the buttons to the previous and next day and back to today. */
export function DateNavigator({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = todayCalendarDate();
  const isToday = date === today;
  return (
    <Card className="mb-4 flex items-center gap-2 p-2 sm:p-3">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onChange(shiftCalendarDate(date, -1))}
        aria-label="Previous day"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </Button>
      <div className="min-w-0 flex-1 text-center">
        <h2 aria-live="polite" className="truncate font-semibold text-slate-900">
          <span className="sm:hidden">{formatMediumDay(date)}</span>
          <span className="hidden sm:inline">{formatLongDay(date)}</span>
        </h2>
        <p className="text-xs text-slate-500">
          {isToday
            ? 'Today'
            : date === shiftCalendarDate(today, -1)
              ? 'Yesterday'
              : date === shiftCalendarDate(today, 1)
                ? 'Tomorrow'
                : date.slice(0, 4)}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => onChange(today)} disabled={isToday}>
        Today
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onChange(shiftCalendarDate(date, 1))}
        aria-label="Next day"
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </Button>
    </Card>
  );
}
