/** How long a rest lasts when the plan names none. */
export const DEFAULT_REST_SECONDS = 90;

/** The longest rest read from a plan (anything longer is a typo, not a rest). */
const MAX_REST_SECONDS = 60 * 60;

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * A block's rest period, as trainers type it, in seconds: '90', '90s', '90 sec', '2 min', '1:30',
 * '1m30s', '1 min 30 sec', '60-90s' (the first value of a range). 0 for no rest ('0', 'none');
 * null when there is nothing to read.
 */
export function restPeriodSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;
  if (/^(none|no rest)$/.test(value)) return 0;

  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  if (clock) return bounded(Number(clock[1]) * 60 + Number(clock[2]));

  // A range: the first value, with the unit written after the last one ('60-90s', '1-2 min').
  const range = /^(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*\d+(?:\.\d+)?\s*([a-z]*)\.?$/.exec(value);
  if (range) return amount(Number(range[1]), range[2] ?? '');

  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]*)\.?/g)];
  const rest = value.replace(/(\d+(?:\.\d+)?)\s*([a-z]*)\.?/g, '').replace(/[\s,]|and/g, '');
  if (parts.length === 0 || rest !== '') return null;
  let total = 0;
  for (const [, number, unit] of parts) {
    const seconds = amount(Number(number), unit ?? '');
    if (seconds === null) return null;
    total += seconds;
  }
  return bounded(total);
}

function amount(number: number, unit: string): number | null {
  const key = unit === '' ? 's' : unit[0]!;
  if (
    unit !== '' &&
    !/^(h|hr|hrs|hour|hours|m|min|mins|minute|minutes|s|sec|secs|second|seconds)$/.test(unit)
  )
    return null;
  const factor = UNIT_SECONDS[key];
  return factor === undefined ? null : bounded(number * factor);
}

function bounded(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_REST_SECONDS) return null;
  return Math.round(seconds);
}

/** m:ss (or h:mm:ss) of a number of milliseconds, rounded up to the next second: 90 500 ms is '1:31'. */
export function formatRest(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return `${String(minutes).padStart(2, '0')}:${seconds}`;
}
