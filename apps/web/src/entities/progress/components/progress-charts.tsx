import { lazy, Suspense } from 'react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import {
  AVERAGE_LABEL,
  PROGRESS_TYPE_NAMES,
  rollingAverages,
  type ProgressEntry,
  type ProgressType,
} from '@kinetic/contracts/progress';
import { KG_PER_LB } from '@kinetic/contracts/records';
import { Card } from '../../../components/ui/card.tsx';
import { formatCalendarDate, parseCalendarDate } from '../../../lib/calendar-date.ts';
import { formatAmount } from '../../meals/components/macro-summary.tsx';
import type { ProgressPoint } from './progress-chart.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

// Recharts is loaded only when a chart is drawn.
const ProgressChart = lazy(async () => ({ default: (await import('./progress-chart.tsx')).ProgressChart }));

export interface ProgressSeries {
  type: string;
  unit: string;
  category: string;
  /** Oldest first. */
  points: ProgressPoint[];
}

const AVERAGED_TYPE: ProgressType = 'Body weight';

/** Factors to convert a value into the other unit of the same measure. */
const TO_BASE: Record<string, { base: string; factor: number }> = {
  lbs: { base: 'kg', factor: KG_PER_LB },
  in: { base: 'cm', factor: 2.54 },
};

/** A value in `from` expressed in `to` (kg/lbs, cm/in); unchanged when they are not convertible. */
export function convertUnit(value: number, from: string, to: string): number {
  if (from === to) return value;
  const a = TO_BASE[from] ?? { base: from, factor: 1 };
  const b = TO_BASE[to] ?? { base: to, factor: 1 };
  if (a.base !== b.base) return value;
  return Math.round(((value * a.factor) / b.factor) * 10) / 10;
}

/**
 * Entries grouped by type, one series per type in the unit of its latest entry (kg/lbs and cm/in are
 * converted), each series oldest first; series in the order of PROGRESS_TYPE_NAMES, other types after.
 */
export function progressSeries(entries: readonly ProgressEntry[]): ProgressSeries[] {
  const byType = new Map<string, ProgressEntry[]>();
  for (const e of entries) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const order = (type: string) => {
    const i = PROGRESS_TYPE_NAMES.indexOf(type as ProgressType);
    return i < 0 ? PROGRESS_TYPE_NAMES.length : i;
  };
  return [...byType.entries()]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([type, list]) => {
      const points = list
        .map((e) => ({ entry: e, time: parseCalendarDate(e.date).getTime() }))
        .sort((a, b) => a.time - b.time || a.entry.createdAt.localeCompare(b.entry.createdAt));
      const latest = points.at(-1)!.entry;
      const series = points.map(({ entry, time }) => ({
        id: entry.id,
        date: entry.date,
        time,
        value: convertUnit(entry.value, entry.unit, latest.unit),
      }));
      // Body weight moves day to day with water and food; its week's average shows the trend.
      const averages = type === AVERAGED_TYPE ? rollingAverages(series) : null;
      return {
        type,
        unit: latest.unit,
        category: latest.category,
        points: averages ? series.map((p, i) => ({ ...p, average: averages[i] })) : series,
      };
    });
}

function Change({ series }: { series: ProgressSeries }) {
  const first = series.points[0];
  const last = series.points.at(-1);
  if (!first || !last || series.points.length < 2) return null;
  const diff = Math.round((last.value - first.value) * 10) / 10;
  const Icon = diff < 0 ? TrendingDown : TrendingUp;
  return (
    <p className="flex items-center gap-1 text-xs text-slate-500">
      {diff !== 0 && <Icon aria-hidden="true" className="size-3.5" />}
      {diff === 0
        ? 'No change'
        : `${diff > 0 ? '+' : '−'}${formatAmount(Math.abs(diff))} ${series.unit}`}{' '}
      since {formatCalendarDate(first.date)}
    </p>
  );
}

/**
 * A chart card per progress type (values over date, the unit in the title), with the latest value.
 * `total`: how many entries there are in all, when `entries` (the newest) may be fewer.
 */
export function ProgressCharts({ entries, total }: { entries: readonly ProgressEntry[]; total?: number }) {
  const series = progressSeries(entries);
  if (series.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {total !== undefined && total > entries.length && (
        <p className="text-sm text-slate-500 lg:col-span-2">
          The charts show the latest {entries.length} of {total} entries. Load more entries below to see
          further back.
        </p>
      )}
      {series.map((s) => {
        const title = `${s.type} (${s.unit})`;
        const last = s.points.at(-1);
        return (
          <Card key={s.type} className="min-w-0 p-4 sm:p-5">
            <section aria-label={title}>
              <div className="mb-3 flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <Change series={s} />
                </div>
                {last && (
                  <div className="shrink-0 text-right">
                    <p className="text-xl font-bold text-slate-900 tabular-nums">
                      {formatAmount(last.value)}{' '}
                      <span className="text-sm font-medium text-slate-500">{s.unit}</span>
                    </p>
                    <p className="text-xs text-slate-500">Latest, {formatCalendarDate(last.date)}</p>
                    {last.average !== undefined && s.points.length > 1 && (
                      <p className="text-xs text-slate-600">
                        {AVERAGE_LABEL}: {formatAmount(last.average)} {s.unit}
                      </p>
                    )}
                  </div>
                )}
              </div>
              <Suspense
                fallback={
                  <div className="flex h-[200px] items-center justify-center text-slate-400">
                    <Spinner className="size-6" />
                    <span className="sr-only">Loading chart...</span>
                  </div>
                }
              >
                <ProgressChart points={s.points} unit={s.unit} title={s.type} />
              </Suspense>
            </section>
          </Card>
        );
      })}
    </div>
  );
}
