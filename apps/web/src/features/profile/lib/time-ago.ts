const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "just now", "5 minutes ago", "yesterday", "3 days ago". */
export function timeAgo(at: string | Date, now = Date.now()): string {
  const ms = now - new Date(at).getTime();
  if (ms < 60_000) return 'just now';
  for (const [unit, size] of UNITS) if (ms >= size) return relative.format(-Math.floor(ms / size), unit);
  return 'just now';
}
