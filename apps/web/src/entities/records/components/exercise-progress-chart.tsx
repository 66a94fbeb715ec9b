import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ONE_REP_MAX_LABEL, formatWeight } from '@kinetic/contracts/records';
import { chartStyle, namedDots } from '../../../components/ui/chart-style.tsx';
import { formatShortDate } from '../../../lib/calendar-date.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import type { ChartPoint } from '../lib/progression.ts';

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
  const renderDot = namedDots<ChartPoint>(
    (point) =>
      `${ONE_REP_MAX_LABEL} ${formatWeight(point.oneRepMax, unit)} on ${formatShortDate(point.time)}`,
    (point) => point.workoutId,
  );
  return (
    <div ref={ref} role="figure" aria-label={`${title} chart`} className="w-full">
      <ComposedChart
        width={width}
        height={height}
        data={points}
        margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...chartStyle.grid} />
        <XAxis
          dataKey="time"
          type="category"
          tickFormatter={(t: number) => compactDay.format(new Date(t))}
          {...chartStyle.timeAxis}
          minTickGap={16}
        />
        <YAxis yAxisId="e1rm" domain={['auto', 'auto']} width={40} {...chartStyle.valueAxis} />
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
          contentStyle={chartStyle.tooltip}
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
          {...chartStyle.line}
          dataKey="oneRepMax"
          name={`${ONE_REP_MAX_LABEL} (${unit})`}
          dot={renderDot}
        />
      </ComposedChart>
    </div>
  );
}
