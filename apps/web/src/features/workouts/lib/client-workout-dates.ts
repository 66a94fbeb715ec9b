import { formatShortDate } from '../../../lib/format-date.ts';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Short month, day, year ("Mar 5, 2026") for a calendar date (YYYY-MM-DD, read as that day wherever the
 * browser is) or an ISO timestamp. Empty or unreadable values give null.
 */
export function formatWorkoutDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = CALENDAR_DATE.exec(value);
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatShortDate(date);
}
