import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import { ONE_REP_MAX_LABEL, formatWeight } from '@kinetic/contracts/records';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import type { ChartPoint } from '../lib/progression.ts';

const BRAND = 'var(--color-brand-600, #0d9488)';
const VOLUME = '#cbd5e1';
const LEGEND_TEXT = '#475569';
const compactDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/**
 * An exercise's progression (Recharts): the estimated 1RM (Epley) of each completed workout as a
 * line on the left axis, its volume as bars on the right one, both in `unit`. Each dot is named by
 * its value and date; the card around it also gives the numbers as a table.
 */
export function ExerciseProgressChart({
  points,
  unit,
  title,
  height = 220,
}: {
  points: readonly ChartPoint[];
  unit: string;
  title: string;
  height?: number;
}) {
  const [ref, width] = useElementWidth(320);
  const renderDot = ({ cx, cy, index, payload }: DotItemDotProps) => {
    const point = payload as ChartPoint;
    if (typeof cx !== 'number' || typeof cy !== 'number') return null;
    return (
      <circle
        key={point.workoutId ?? index}
        data-point
        role="img"
        aria-label={`${ONE_REP_MAX_LABEL} ${formatWeight(point.oneRepMax, unit)} on ${formatShortDate(point.time)}`}
        cx={cx}
        cy={cy}
        r={4}
        fill="#fff"
        stroke={BRAND}
        strokeWidth={2}
      />
    );
  };
  return (
    <div ref={ref} role="figure" aria-label={`${title} chart`} className="w-full">
      <ComposedChart
        width={width}
        height={height}
        data={points}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="time"
          type="category"
          tickFormatter={(t: number) => compactDay.format(new Date(t))}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          minTickGap={16}
        />
        <YAxis
          yAxisId="e1rm"
          domain={['auto', 'auto']}
          width={40}
          tick={{ fontSize: 12, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        <YAxis
          yAxisId="volume"
          orientation="right"
          width={44}
          tick={{ fontSize: 11, fill: '#64748b' }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          formatter={(value, name) => [formatWeight(Number(value), unit), name]}
          labelFormatter={(t) => formatShortDate(Number(t))}
          contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 }}
        />
        <Legend
          wrapperStyle={{ fontSize: 12 }}
          formatter={(value: string) => <span style={{ color: LEGEND_TEXT }}>{value}</span>}
        />
        <Bar
          yAxisId="volume"
          dataKey="volume"
          name={`Volume (${unit})`}
          fill={VOLUME}
          radius={[4, 4, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          yAxisId="e1rm"
          type="monotone"
          dataKey="oneRepMax"
          name={`${ONE_REP_MAX_LABEL} (${unit})`}
          stroke={BRAND}
          strokeWidth={2.5}
          dot={renderDot}
          activeDot={{ r: 6, fill: BRAND, stroke: '#fff', strokeWidth: 2 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
