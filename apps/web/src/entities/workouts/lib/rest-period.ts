import { durationSeconds, formatClock } from '@kinetic/contracts/durations';

/** How long a rest lasts when the plan names none. */
export const DEFAULT_REST_SECONDS = 90;

/** The longest rest read from a plan (anything longer is a typo, not a rest). */
const MAX_REST_SECONDS = 60 * 60;

/**
 * A block's rest period, as trainers type it, in seconds: any duration ('90', '90s', '2 min', '1:30',
 * '1m30s'), or a range's first value ('60-90s', '1-2 min'). 0 for no rest ('0', 'none'); null when
 * there is nothing to read, or more than an hour.
 */
export function restPeriodSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;
  if (/^(none|no rest)$/.test(value)) return 0;
  // A range: the first value, with the unit written after the last one ('60-90s', '1-2 min').
  const range = /^(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*\d+(?:\.\d+)?\s*([a-z]*\.?)$/.exec(value);
  const seconds = durationSeconds(range ? `${range[1]} ${range[2] ?? ''}` : value);
  return seconds !== null && seconds <= MAX_REST_SECONDS ? seconds : null;
}

/** m:ss of a number of milliseconds, rounded up to the next second: 90 500 ms is '01:31'. */
export function formatRest(ms: number): string {
  return formatClock(Math.ceil(ms / 1000));
}
