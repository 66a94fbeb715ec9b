import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { formatShortDate } from '../../../lib/format-date.ts';

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Nov 21, 2026'. A calendar date (YYYY-MM-DD) is read as that day here, not as UTC midnight. */
export function formatDay(value: string): string {
  const m = calendarDate.exec(value);
  if (m) return formatShortDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatShortDate(value);
}

/** The date a workout row shows: completedDate if COMPLETED, else scheduledDate, else createdAt. */
export function workoutRowDate(w: WorkoutSummary): string {
  if (w.status === 'COMPLETED' && w.completedDate) return w.completedDate;
  return w.scheduledDate ?? w.createdAt;
}
