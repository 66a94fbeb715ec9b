import { cn } from './cn.ts';

/**
 * A bar filled to `value` of `max`, which a screen reader reads as a progressbar: named by `label`,
 * or by the visible text whose id is `labelledBy`. `className` sizes and places the track.
 */
export function Meter({
  value,
  max = 100,
  label,
  labelledBy,
  className,
}: {
  value: number;
  max?: number;
  label?: string;
  labelledBy?: string;
  className: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${max > 0 ? (value / max) * 100 : 0}%` }}
      />
    </div>
  );
}
