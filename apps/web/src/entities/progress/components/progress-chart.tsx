import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { AVERAGE_LABEL } from '@kinetic/contracts/progress';
import { chartStyle, namedDots } from '../../../components/ui/chart-style.tsx';
import { formatCalendarDate, formatCompactDay, toCalendarDate } from '../../../lib/calendar-date.ts';
import { useElementWidth } from '../../../lib/use-element-width.ts';
import { formatAmount } from '../../meals/components/macro-summary.tsx';

export interface ProgressPoint {
  id: string;
  /** Local noon of the entry's day, in ms. */
  time: number;
  /** The entry's calendar date, YYYY-MM-DD. */
  date: string;
  value: number;
  /** The 7-day average ending on this date, for the measurements charted with one (body weight). */
  average?: number;
}

const DAY = 86_400_000;

function pointLabel(point: ProgressPoint, unit: string) {
  return `${formatAmount(point.value)} ${unit} on ${formatCalendarDate(point.date)}`;
}

/**
 * Values over time for one progress type (Recharts line chart): dates along the bottom, values up the
 * side, a dot per entry with its value and date as its accessible name, a tooltip on hover or keyboard
 * focus. Fills the width of its box.
 */
export function ProgressChart({
  points,
  unit,
  title,
  height = 200,
}: {
  points: readonly ProgressPoint[];
  unit: string;
  title: string;
  height?: number;
}) {
  const [ref, width] = useElementWidth(320);
  const times = points.map((p) => p.time);
  const min = Math.min(...times);
  const max = Math.max(...times);
  const domain: [number, number] =
    min === max ? [min - 3 * DAY, max + 3 * DAY] : [min - DAY / 2, max + DAY / 2];
  const averaged = points.some((p) => p.average !== undefined);
  const last = points.at(-1);
  const label = `${title} chart: ${points.map((p) => pointLabel(p, unit)).join('; ')}${
    averaged && last?.average !== undefined
      ? `. ${AVERAGE_LABEL}: ${formatAmount(last.average)} ${unit} on ${formatCalendarDate(last.date)}`
      : ''
  }`;

  const renderDot = namedDots<ProgressPoint>(
    (point) => pointLabel(point, unit),
    (point) => point.id,
  );

  return (
    <div ref={ref} role="figure" aria-label={label} className="w-full">
      <LineChart
        width={width}
        height={height}
        data={points}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...chartStyle.grid} />
        <XAxis
          dataKey="time"
          type="number"
          scale="time"
          domain={domain}
          tickFormatter={(t: number) => formatCompactDay(toCalendarDate(new Date(t)))}
          {...chartStyle.timeAxis}
          minTickGap={24}
        />
        <YAxis
          dataKey="value"
          domain={['auto', 'auto']}
          width={44}
          {...chartStyle.valueAxis}
          tickFormatter={(v: number) => formatAmount(v)}
          allowDecimals
        />
        <Tooltip
          formatter={(value, name) => [
            `${formatAmount(Number(value))} ${unit}`,
            name === AVERAGE_LABEL ? AVERAGE_LABEL : title,
          ]}
          labelFormatter={(t) => formatCalendarDate(toCalendarDate(new Date(Number(t))))}
          contentStyle={chartStyle.tooltip}
        />
        <Line {...chartStyle.line} dataKey="value" dot={renderDot} />
        {averaged && (
          <Line
            dataKey="average"
            name={AVERAGE_LABEL}
            type="monotone"
            stroke="#64748b"
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
            activeDot={false}
            isAnimationActive={false}
          />
        )}
      </LineChart>
    </div>
  );
}
