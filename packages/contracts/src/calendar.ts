import { z } from 'zod';
import { boundedText, errorBody, idSchema, oneLine } from './common.ts';
import { route } from './route.ts';
import { onClashField } from './schedule-clashes.ts';
import { workoutClient } from './workout-lists.ts';
import { calendarDate, NAME_MAX, workoutSummary } from './workouts.ts';

/** How many copies one call makes at most, and how many days one calendar read spans at most. */
export const COPY_TARGETS_MAX = 200;
export const CALENDAR_DAYS_MAX = 62;

/** One copy of a workout: for whom, on which day, and under which name (the source's when left out). */
export const copyTarget = z.object({
  assignedTo: idSchema.describe('The client the copy is for'),
  scheduledDate: calendarDate('Workout date is required'),
  name: oneLine(
    boundedText('Workout name is required', 1, 'Workout name', NAME_MAX),
    'Workout name',
  ).optional(),
});
export type CopyTarget = z.input<typeof copyTarget>;

/** POST /api/workouts/{id}/copies: one copy per target, all of them or none. */
export const copiesInput = z.object({
  targets: z
    .array(copyTarget, { message: 'Targets must be a list' })
    .min(1, 'Add at least one client and date')
    .max(COPY_TARGETS_MAX, `At most ${COPY_TARGETS_MAX} copies at once`),
  /** Days a client already has a workout on: keep both (left out), replace the not-done, or skip. */
  onClash: onClashField,
});
export type CopiesInput = z.input<typeof copiesInput>;

export const copiesAnswer = z.object({ workouts: z.array(workoutSummary) });
export type CopiesAnswer = z.infer<typeof copiesAnswer>;

/** PATCH /api/workouts/{id}/schedule: a scheduled workout moves to another day. */
export const scheduleInput = z.object({ scheduledDate: calendarDate('Workout date is required') });
export type ScheduleInput = z.input<typeof scheduleInput>;

/** Whole days from one calendar date to another (both YYYY-MM-DD, read in UTC: no DST). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * GET /api/calendar: the days from `from` to `to`, both included, at most CALENDAR_DAYS_MAX days.
 * `clientId` narrows a trainer's calendar to one of their clients; a client may name only themselves.
 */
export const calendarQuery = z
  .object({
    from: calendarDate('From date is required'),
    to: calendarDate('To date is required'),
    clientId: idSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to) + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'To date cannot be before from date' });
    else if (days > CALENDAR_DAYS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range can be at most ${CALENDAR_DAYS_MAX} days`,
      });
  });
export type CalendarQuery = z.input<typeof calendarQuery>;

export const calendarWorkout = workoutSummary.extend({ client: workoutClient });
export type CalendarWorkout = z.infer<typeof calendarWorkout>;

/** The workouts of the range, by date (then creation). */
export const calendarAnswer = z.object({ workouts: z.array(calendarWorkout) });
export type CalendarAnswer = z.infer<typeof calendarAnswer>;

export const calendarCalls = {
  read: route({
    method: 'GET',
    path: '/api/calendar',
    summary: "The workouts of a range of days: a trainer's clients', or a client's own",
    tags: ['workouts'],
    query: calendarQuery,
    answers: { 200: calendarAnswer, 400: errorBody, 404: errorBody },
  }),
};
