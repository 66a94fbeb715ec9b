import type { Adherence } from '@kinetic/contracts/attention';
import { LOW_ADHERENCE } from '@kinetic/contracts/attention';
import { cn } from '../../../components/ui/cn.ts';

/** "80%", or "—" when no workout was due. */
export const adherencePercent = (a: Adherence) => (a.ratio === null ? '—' : `${Math.round(a.ratio * 100)}%`);

/** In words, for screen readers and the tooltip: "4 of 5 workouts done in the last 7 days". */
export const adherenceWords = (a: Adherence, days: number) =>
  a.ratio === null
    ? `no workout was due in the last ${days} days`
    : `${a.completed} of ${a.scheduled} workouts done in the last ${days} days`;

/** Green when most is done, amber near the line, red under the line the signal uses. */
const tone = (a: Adherence) =>
  a.ratio === null
    ? 'text-slate-400'
    : a.ratio < LOW_ADHERENCE
      ? 'text-red-700'
      : a.ratio < 0.8
        ? 'text-amber-700'
        : 'text-emerald-700';

function Window({ label, value }: { label: string; value: Adherence }) {
  return (
    <span className="inline-flex items-baseline gap-1 whitespace-nowrap">
      <span className="text-slate-500">{label}</span>
      <span className={cn('font-semibold tabular-nums', tone(value))}>{adherencePercent(value)}</span>
    </span>
  );
}

/** "7 d 80% · 30 d 65%": a client's adherence over the last week and month, coloured by how it goes. */
export function AdherenceSummary({
  last7,
  last30,
  className,
}: {
  last7: Adherence;
  last30: Adherence;
  className?: string;
}) {
  const words = `Adherence: ${adherenceWords(last7, 7)}; ${adherenceWords(last30, 30)}`;
  return (
    <span className={cn('inline-flex items-baseline gap-1.5 text-xs', className)} title={words}>
      <span className="sr-only">{words}</span>
      <span aria-hidden="true" className="inline-flex items-baseline gap-1.5">
        <Window label="7 d" value={last7} />
        <span className="text-slate-300">·</span>
        <Window label="30 d" value={last30} />
      </span>
    </span>
  );
}
