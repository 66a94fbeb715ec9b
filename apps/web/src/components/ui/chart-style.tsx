import type { DotItemDotProps } from 'recharts';

/** The brand line of every chart (the theme's, with its value for where the variable is missing). */
const CHART_LINE = 'var(--color-brand-600, #0d9488)';

/** Dashed horizontal grid lines. */
const grid = { stroke: '#e2e8f0', strokeDasharray: '3 3', vertical: false } as const;

/** The axes' small grey labels, with no tick marks. */
const axis = { tick: { fontSize: 12, fill: '#64748b' }, tickLine: false } as const;

/** The time axis along the bottom: the axis labels over a light line. */
const timeAxis = { ...axis, axisLine: { stroke: '#cbd5e1' } } as const;

/** A value axis up the side: the axis labels alone, with no line. */
const valueAxis = { ...axis, axisLine: false } as const;

/** The tooltip's rounded box (its contentStyle). */
const tooltip = { borderRadius: 12, borderColor: '#e2e8f0', fontSize: 13 } as const;

/** The brand line through the points, drawn at once (no animation), its dot under the pointer larger and filled. */
const line = {
  type: 'monotone',
  stroke: CHART_LINE,
  strokeWidth: 2.5,
  activeDot: { r: 6, fill: CHART_LINE, stroke: '#fff', strokeWidth: 2 },
  isAnimationActive: false,
} as const;

/** How every chart of the app looks: spread each part on its Recharts element. */
export const chartStyle = { grid, timeAxis, valueAxis, tooltip, line };

/**
 * A line's dots, each an image named by `nameOf` (its value and date), so that a screen reader
 * reads every point; `keyOf` keeps each dot's identity.
 */
export function namedDots<P>(nameOf: (point: P) => string, keyOf: (point: P) => string) {
  return function renderDot({ cx, cy, index, payload }: DotItemDotProps) {
    const point = payload as P;
    if (typeof cx !== 'number' || typeof cy !== 'number') return null;
    return (
      <circle
        key={keyOf(point) ?? index}
        data-point
        role="img"
        aria-label={nameOf(point)}
        cx={cx}
        cy={cy}
        r={4}
        fill="#fff"
        stroke={CHART_LINE}
        strokeWidth={2}
      />
    );
  };
}
