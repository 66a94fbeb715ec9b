import { Link } from 'react-router';
import { ChevronRight, Trophy } from 'lucide-react';
import { ONE_REP_MAX_LABEL, type PersonalRecord } from '@kinetic/contracts/records';
import { cn } from '../../../components/ui/cn.ts';
import { textLinkClasses } from '../../../components/ui/text-link.tsx';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { weightWithConversion } from '../../../lib/weight-units.ts';

/**
 * Personal records, one row per exercise: the best set, the estimated 1RM (Epley), the day and a link
 * to that workout. Choosing an exercise's name shows its chart (`onSelect`).
 */
export function RecordsList({
  records,
  selectedId,
  onSelect,
  workoutLink,
}: {
  records: readonly PersonalRecord[];
  selectedId: string | null;
  onSelect: (record: PersonalRecord) => void;
  workoutLink: (workoutId: string) => string;
}) {
  const viewerUnit = useWeightUnit();
  return (
    <ul className="divide-y divide-slate-100" aria-label="Personal records">
      {records.map((r) => {
        const selected = r.exerciseId === selectedId;
        return (
          <li
            key={r.exerciseId}
            className={cn(
              'grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-1 py-3 sm:grid-cols-[minmax(0,1.4fr)_1fr_1fr_auto]',
              selected && 'bg-brand-50/60',
            )}
          >
            <button
              type="button"
              onClick={() => onSelect(r)}
              aria-pressed={selected}
              aria-label={`${r.exerciseName}: show the chart`}
              className="flex min-w-0 items-center gap-2 rounded-lg px-1 py-0.5 text-left font-medium text-slate-900 hover:text-brand-700"
            >
              <Trophy aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
              <span className="min-w-0 break-words">{r.exerciseName}</span>
              <ChevronRight
                aria-hidden="true"
                className={cn('size-4 shrink-0 text-slate-400 transition-transform', selected && 'rotate-90')}
              />
            </button>
            <p className="text-right text-sm text-slate-900 tabular-nums sm:text-left">
              <span className="sr-only">Best: </span>
              {weightWithConversion(r.bestWeight, r.weightUnit, viewerUnit)} × {r.reps}
            </p>
            <p className="text-sm text-slate-600 tabular-nums">
              <span aria-hidden="true" className="text-slate-500">
                Est. 1RM{' '}
              </span>
              <span className="sr-only">{ONE_REP_MAX_LABEL}: </span>
              {weightWithConversion(r.estimatedOneRepMax, r.weightUnit, viewerUnit)}
            </p>
            <p className="text-right text-sm text-slate-500">
              <Link to={workoutLink(r.workoutId)} className={textLinkClasses}>
                {formatShortDate(r.achievedAt)}
                <span className="sr-only">: the workout of the {r.exerciseName} record</span>
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
