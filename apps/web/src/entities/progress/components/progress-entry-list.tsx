import { Trash2 } from 'lucide-react';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { formatAmount } from '../../meals/components/macro-summary.tsx';

const categoryColours: Record<string, string> = {
  'Body composition': 'bg-violet-50 text-violet-700 ring-violet-200',
  Measurements: 'bg-sky-50 text-sky-700 ring-sky-200',
  Fitness: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  Health: 'bg-rose-50 text-rose-700 ring-rose-200',
};

/** The category of a progress entry as a small badge. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <Badge
      className={cn(
        'shrink-0',
        categoryColours[category] ?? 'bg-slate-100 text-slate-600 ring-slate-200',
        className,
      )}
    >
      {category}
    </Badge>
  );
}

/** Progress entries as rows: type, value and unit, date, category badge; a delete button when offered. */
export function ProgressEntryList({
  entries,
  onDelete,
  className,
}: {
  entries: readonly ProgressEntry[];
  onDelete?: (entry: ProgressEntry) => void;
  className?: string;
}) {
  return (
    <ul aria-label="Progress entries" className={cn('divide-y divide-slate-100', className)}>
      {entries.map((e) => (
        <li key={e.id} className="flex items-center gap-3 px-4 py-3 sm:px-5">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="font-medium text-slate-900">{e.type}</p>
              <CategoryBadge category={e.category} />
            </div>
            <p className="text-sm text-slate-500">{formatCalendarDate(e.date)}</p>
            {e.notes && <p className="mt-0.5 text-sm break-words text-slate-600">{e.notes}</p>}
          </div>
          <p className="shrink-0 text-right text-lg font-semibold text-slate-900 tabular-nums">
            {formatAmount(e.value)} <span className="text-sm font-medium text-slate-500">{e.unit}</span>
          </p>
          {onDelete && (
            <button
              type="button"
              onClick={() => onDelete(e)}
              aria-label={`Delete ${e.type} entry of ${formatCalendarDate(e.date)}`}
              className="-mr-2 shrink-0 rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
