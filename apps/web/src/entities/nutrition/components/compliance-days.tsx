import { CircleAlert, CircleCheck, CircleDashed, type LucideIcon } from 'lucide-react';
import {
  COMPLIANCE_TEXTS,
  complianceDayWords,
  type ComplianceDay,
  type ComplianceStatus,
} from '@kinetic/contracts/nutrition-compliance';
import { cn } from '../../../components/ui/cn.ts';
import { formatMediumDay, parseCalendarDate } from '../../../lib/calendar-date.ts';

const LOOK: Record<ComplianceStatus, { icon: LucideIcon; tone: string }> = {
  'on-target': { icon: CircleCheck, tone: 'border-emerald-200 bg-emerald-50 text-emerald-800' },
  'off-target': { icon: CircleAlert, tone: 'border-amber-200 bg-amber-50 text-amber-900' },
  'not-logged': { icon: CircleDashed, tone: 'border-slate-200 bg-slate-50 text-slate-500' },
};

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const kcal = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * The last 7 days, oldest first: each day's status and, when logged, its calories against the
 * day's target (`compact`: the calories only, for a phone's narrow row).
 */
export function ComplianceDays({ days, compact = false }: { days: ComplianceDay[]; compact?: boolean }) {
  return (
    <ol aria-label={COMPLIANCE_TEXTS.days} className="grid grid-cols-7 gap-1 sm:gap-1.5">
      {days.map((d) => {
        const { icon: Icon, tone } = LOOK[d.status];
        const words = `${formatMediumDay(d.date)}: ${complianceDayWords(d)}`;
        return (
          <li
            key={d.date}
            title={words}
            className={cn(
              'flex min-w-0 flex-col items-center gap-0.5 rounded-lg border px-0.5 py-1.5 text-center',
              tone,
            )}
          >
            <span className="sr-only">{words}</span>
            <span aria-hidden="true" className="text-[11px] font-medium tracking-wide uppercase">
              {weekday.format(parseCalendarDate(d.date))}
            </span>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            <span aria-hidden="true" className="text-xs font-semibold tabular-nums">
              {d.status === 'not-logged' ? '—' : kcal(d.kcal)}
            </span>
            {!compact && (
              <span aria-hidden="true" className="hidden text-[11px] text-slate-500 tabular-nums sm:block">
                of {kcal(d.target.kcal)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
