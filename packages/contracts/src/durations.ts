/**
 * Durations as coaches type them ('45s', '45 sec', '1:30', '90', '2 min', '1m30s', '1 h'), read into
 * seconds. Everything that names a time span reads the same way: a set's target duration (which gym
 * mode counts down), an exercise's duration, a block's rest.
 */

/** The longest duration read (a day): anything longer is a typo, not a set nor a rest. */
export const DURATION_SECONDS_MAX = 24 * 60 * 60;

const UNIT_SECONDS: Record<string, number> = { h: 3600, m: 60, s: 1 };
const UNIT_WORD = /^(h|hr|hrs|hour|hours|m|min|mins|minute|minutes|s|sec|secs|second|seconds)$/;
const PART = /(\d+(?:\.\d+)?)\s*([a-z]*)\.?/g;

/** Seconds of one number and its unit ('' is seconds); null for a unit that is not a time. */
function partSeconds(number: number, unit: string): number | null {
  if (unit === '') return number;
  if (!UNIT_WORD.test(unit)) return null;
  return number * (UNIT_SECONDS[unit[0]!] ?? Number.NaN);
}

function bounded(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > DURATION_SECONDS_MAX) return null;
  return Math.round(seconds);
}

/**
 * The seconds a text names: a bare number is seconds ('90'), a clock is m:ss or h:mm:ss ('1:30'),
 * numbers with units add up ('1m30s', '1 min 30 sec', '2 minutes and 15 seconds', '1.5 min').
 * Null when the text is not a duration ('AMRAP', 'to failure', '30-45s', ''): it stays the coach's
 * words, shown as written.
 */
export function durationSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;

  const clock = /^(\d{1,2}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (clock) {
    const [, first, second, third] = clock;
    return third === undefined
      ? bounded(Number(first) * 60 + Number(second))
      : bounded(Number(first) * 3600 + Number(second) * 60 + Number(third));
  }

  const parts = [...value.matchAll(PART)];
  const leftover = value.replace(PART, '').replace(/[\s,]|and/g, '');
  if (parts.length === 0 || leftover !== '') return null;
  let total = 0;
  for (const [index, [, number, unit = '']] of parts.entries()) {
    // A bare number only alone or last ('1 min 30'): '30 1 min' is not a duration.
    if (unit === '' && index < parts.length - 1) return null;
    const seconds = partSeconds(Number(number), unit);
    if (seconds === null) return null;
    total += seconds;
  }
  return bounded(total);
}

/** A count of seconds as a clock: '00:45', '01:30', '1:02:03' (an hour or more). */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  return `${String(minutes).padStart(2, '0')}:${secs}`;
}

/** A count of seconds in words, as a screen reader says it: '45 seconds', '1 minute 30 seconds'. */
export function spokenDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = total % 60;
  const word = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (hours) parts.push(word(hours, 'hour'));
  if (minutes) parts.push(word(minutes, 'minute'));
  if (secs || parts.length === 0) parts.push(word(secs, 'second'));
  return parts.join(' ');
}

/**
 * A timed set: a set row with its own duration and no reps (a plank's 45 s). The client is asked no
 * reps of it, only its duration.
 */
export const isTimedSet = (row: { targetReps: number; targetDuration: string }): boolean =>
  row.targetReps === 0 && row.targetDuration.trim() !== '';

/** What the countdown of a timed set says and is called, on the client's workout screen. */
export const COUNTDOWN_TEXTS = {
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  reset: 'Reset',
  /** The countdown's region, named after the set: 'Plank set 1 timer'. */
  region: (context: string) => `${context} timer`,
  started: (seconds: number) => `Timer started: ${spokenDuration(seconds)}`,
  paused: 'Timer paused',
  tenLeft: '10 seconds left',
  over: 'Time is up',
} as const;
