import { assignmentSchedule } from '@kinetic/contracts/program-assignments';
import type { ProgramDay } from '@kinetic/contracts/programs';

import { weekdayLabel as programDayLabel } from '../../../entities/workouts/lib/weekday-label.ts';

const workouts = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'}`;

/** Who the assignment is for: one or two names, else how many clients. */
function forWhom(names: string[]): string {
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.length} clients`;
}

/**
 * What assigning from `startDate` schedules, in one sentence: '12 workouts from Mon 30 Nov to
 * Fri 18 Dec for Sam Lee' ('each' with more than one client), and the note on week-1 sessions the
 * start leaves out, if any.
 */
export function assignSummary(
  days: Pick<ProgramDay, 'week' | 'dayOfWeek'>[],
  startDate: string,
  names: string[],
): { summary: string | null; dropped: string | null } {
  const { dates, dropped } = assignmentSchedule(days, startDate);
  const each = names.length > 1 ? ' each' : '';
  const who = names.length ? ` for ${forWhom(names)}` : '';
  const summary =
    dates.length === 0
      ? null
      : dates.length === 1
        ? `1 workout${each} on ${programDayLabel(dates[0]!)}${who}`
        : `${workouts(dates.length)}${each} from ${programDayLabel(dates[0]!)} to ${programDayLabel(dates.at(-1)!)}${who}`;
  const droppedNote = dropped.length
    ? `Starting ${programDayLabel(startDate)} leaves out ${dropped.length === 1 ? 'the week-1 session' : `${dropped.length} week-1 sessions`} on ${dropped.map(programDayLabel).join(', ')}: start on ${programDayLabel(dropped[0]!)} to keep ${dropped.length === 1 ? 'it' : 'them'}.`
    : null;
  return { summary, dropped: droppedNote };
}
