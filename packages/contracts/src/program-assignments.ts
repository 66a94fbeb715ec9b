import { z } from 'zod';
import { calendarDate } from './workouts.ts';
import { programDayDate, type ProgramDayInput } from './programs.ts';
import { errorBody, idParams } from './common.ts';
import { route } from './route.ts';
import { onClashField, schedulePreviewAnswer } from './schedule-clashes.ts';

// A program once assigned: the coach removes it or moves its start; the assign dialog's start date.

/** Program assignments kept per client, ended ones included (the client's page lists them all). */
export const PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX = 200;
export const PROGRAM_ASSIGNMENTS_LIMIT_REACHED = `A client can have at most ${PROGRAM_ASSIGNMENTS_PER_CLIENT_MAX} programs assigned: remove an old one first`;
export const ASSIGNMENT_ENDED = 'This program was already removed from the client';
export const MOVED_BEFORE_TODAY = 'Its upcoming workouts would move before today: pick a later start';

/**
 * PATCH /api/program-assignments/{id} (and its preview): the new start; the upcoming workouts shift
 * with it. On a day the client already has another workout: keep both (left out), replace the one
 * not done yet, or skip (the program's workout that would land there is removed).
 */
export const moveAssignmentInput = z.object({
  startDate: calendarDate('Start date is required'),
  onClash: onClashField,
});
export type MoveAssignmentInput = z.input<typeof moveAssignmentInput>;

/** DELETE /api/program-assignments/{id}: how many upcoming workouts left and how many done stayed. */
export const unassignAnswer = z.object({ removed: z.number().int(), kept: z.number().int() });
export type UnassignAnswer = z.infer<typeof unassignAnswer>;

export const moveAssignmentAnswer = z.object({
  startDate: z.string(),
  moved: z.number().int(),
  /** The client's other workouts the move replaced (onClash `replace`). */
  replaced: z.number().int(),
  /** The program's workouts removed rather than moved onto a busy day (onClash `skip`). */
  skipped: z.number().int(),
});
export type MoveAssignmentAnswer = z.infer<typeof moveAssignmentAnswer>;

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** 1 (Monday) to 7 (Sunday). */
const isoWeekday = (iso: string) => ((new Date(toDay(iso)).getUTCDay() + 6) % 7) + 1;

type Day = Pick<ProgramDayInput, 'week' | 'dayOfWeek'>;

/**
 * The start date an assignment suggests after `today`: the next day the program's first week trains
 * on (so that no session of week 1 falls before it), or the next Monday when week 1 has none.
 */
export function suggestedStartDate(days: Day[], today: string): string {
  const week1 = days.filter((d) => d.week === 1).map((d) => d.dayOfWeek);
  const weekday = week1.length ? Math.min(...week1) : 1;
  const ahead = (weekday - isoWeekday(today) + 7) % 7 || 7;
  return fromDay(toDay(today) + ahead * DAY_MS);
}

/**
 * What assigning from `startDate` schedules for one client: the dates in order, and the sessions of
 * week 1 that fall before the start (skipped).
 */
export function assignmentSchedule(days: Day[], startDate: string): { dates: string[]; dropped: string[] } {
  const dates: string[] = [];
  const dropped: string[] = [];
  const start = toDay(startDate);
  const monday = start - (isoWeekday(startDate) - 1) * DAY_MS;
  for (const d of days) {
    const date = programDayDate(startDate, d.week, d.dayOfWeek);
    if (date) dates.push(date);
    else dropped.push(fromDay(monday + (d.dayOfWeek - 1) * DAY_MS));
  }
  return { dates: dates.sort(), dropped: dropped.sort() };
}

const tags = ['programs'];
const refusals = { 400: errorBody, 404: errorBody, 409: errorBody };

/** A program once assigned to a client: its trainer removes it or moves its start. */
export const programAssignmentCalls = {
  remove: route({
    method: 'DELETE',
    path: '/api/program-assignments/:id',
    summary: 'Remove a program from my client: its upcoming workouts go, the done ones stay',
    tags,
    params: idParams,
    answers: { 200: unassignAnswer, ...refusals },
  }),

  move: route({
    method: 'PATCH',
    path: '/api/program-assignments/:id',
    summary: "Move the start of my client's program: its upcoming workouts shift with it",
    tags,
    params: idParams,
    body: moveAssignmentInput,
    answers: { 200: moveAssignmentAnswer, ...refusals },
  }),

  movePreview: route({
    method: 'POST',
    path: '/api/program-assignments/:id/move/preview',
    summary: "What moving my client's program would meet: the days that clash, and health warnings",
    tags,
    params: idParams,
    body: moveAssignmentInput,
    answers: { 200: schedulePreviewAnswer, ...refusals },
  }),
};
