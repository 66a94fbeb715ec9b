import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { parseCalendarDate, shiftCalendarDate, toCalendarDate } from '../../../lib/calendar-date.ts';

export type CalendarView = 'week' | 'month';

/** The Monday of the week of `date` (weeks run Monday to Sunday). */
export function startOfWeek(date: string): string {
  const weekday = (parseCalendarDate(date).getDay() + 6) % 7;
  return shiftCalendarDate(date, -weekday);
}

/** `count` days from `from`, one after the other. */
export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => shiftCalendarDate(from, i));

/** The first day of the month of `date`. */
export function startOfMonth(date: string): string {
  const d = parseCalendarDate(date);
  return toCalendarDate(new Date(d.getFullYear(), d.getMonth(), 1, 12));
}

/** The same view `step` weeks or months later (earlier when negative). */
export function shiftView(view: CalendarView, anchor: string, step: number): string {
  if (view === 'week') return shiftCalendarDate(startOfWeek(anchor), 7 * step);
  const d = parseCalendarDate(startOfMonth(anchor));
  return toCalendarDate(new Date(d.getFullYear(), d.getMonth() + step, 1, 12));
}

/**
 * The days a view shows: a week from its Monday; a month as whole weeks, from the Monday on or
 * before its first day to the Sunday on or after its last (at most 42 days).
 */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return daysFrom(startOfWeek(anchor), 7);
  const first = startOfMonth(anchor);
  const d = parseCalendarDate(first);
  const last = toCalendarDate(new Date(d.getFullYear(), d.getMonth() + 1, 0, 12));
  const from = startOfWeek(first);
  const to = shiftCalendarDate(startOfWeek(last), 6);
  const count =
    Math.round((parseCalendarDate(to).getTime() - parseCalendarDate(from).getTime()) / 86_400_000) + 1;
  return daysFrom(from, count);
}

const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayMonth = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const dayMonthYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'November 2026' for a month; 'Nov 23 – Nov 29, 2026' for a week. */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view === 'month') return monthTitle.format(parseCalendarDate(startOfMonth(anchor)));
  const days = viewDays('week', anchor);
  return `${dayMonth.format(parseCalendarDate(days[0]!))} – ${dayMonthYear.format(parseCalendarDate(days[6]!))}`;
}

export type ChipStatus = 'scheduled' | 'completed' | 'missed';

/** Completed; missed when still scheduled for a day before today; else scheduled. */
export function chipStatus(w: Pick<CalendarWorkout, 'status' | 'scheduledDate'>, today: string): ChipStatus {
  if (w.status === 'COMPLETED') return 'completed';
  return w.scheduledDate !== null && w.scheduledDate < today ? 'missed' : 'scheduled';
}

/** The workouts of each day, in the order the calendar answered them. */
export function byDay(workouts: CalendarWorkout[]): Map<string, CalendarWorkout[]> {
  const days = new Map<string, CalendarWorkout[]>();
  for (const w of workouts) {
    if (!w.scheduledDate) continue;
    days.set(w.scheduledDate, [...(days.get(w.scheduledDate) ?? []), w]);
  }
  return days;
}
