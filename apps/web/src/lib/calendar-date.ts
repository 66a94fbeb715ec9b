import { calendarDayIn } from '@kinetic/contracts/time-and-units';
import { useAuthStore } from './auth-store.ts';

const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local Date as a calendar date, YYYY-MM-DD (the day here, not in UTC). */
export function toCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar date it is at `now` in `timeZone` (IANA), YYYY-MM-DD; in the browser's zone when the
 * runtime does not know that zone.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return calendarDayIn(timeZone, now) ?? toCalendarDate(now);
}

/**
 * Today for the signed-in user: in the time zone of their preferences (so 'today', 'missed' and
 * 'next' agree with the day they live in, wherever the device's clock is set), else the browser's.
 */
export function todayCalendarDate(now: Date = new Date()): string {
  const timeZone = useAuthStore.getState().user?.preferences?.timeZone;
  return timeZone ? todayIn(timeZone, now) : toCalendarDate(now);
}

/** True for a well-formed YYYY-MM-DD that names a real day. */
export function isCalendarDate(value: string | null | undefined): value is string {
  const m = value ? pattern.exec(value) : null;
  if (!m) return false;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3]);
}

/** A calendar date read as that local day (noon, so DST changes never move it). */
export function parseCalendarDate(value: string): Date {
  const m = pattern.exec(value);
  if (!m) return new Date(value);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}

/** The calendar date `days` days after (or before) this one. */
export function shiftCalendarDate(value: string, days: number): string {
  const d = parseCalendarDate(value);
  d.setDate(d.getDate() + days);
  return toCalendarDate(d);
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Short month, day, year: 'Nov 21, 2026'. */
export function formatShortDate(date: Date | string | number): string {
  return shortDate.format(new Date(date));
}

/** 'Nov 21, 2026' for a calendar date (read as that day wherever the browser is) or a timestamp. */
export function formatCalendarDate(value: string): string {
  return formatShortDate(pattern.test(value) ? parseCalendarDate(value) : value);
}

/** As formatCalendarDate, and null for an empty or unreadable value. */
export function formatOptionalDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = pattern.test(value) ? parseCalendarDate(value) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatShortDate(date);
}

const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const compactDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** 'Saturday, November 21'. */
export function formatLongDay(value: string): string {
  return longDay.format(parseCalendarDate(value));
}

/** 'Nov 21' (chart axes). */
export function formatCompactDay(value: string): string {
  return compactDay.format(parseCalendarDate(value));
}

const mediumDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Sat, Nov 21'. */
export function formatMediumDay(value: string): string {
  return mediumDay.format(parseCalendarDate(value));
}
