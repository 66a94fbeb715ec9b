import { z } from 'zod';
import { clientWarning } from './conditions.ts';
import { onClashField, schedulePreviewAnswer } from './schedule-clashes.ts';
import { boundedText, errorBody, idParams, idSchema, oneLine, textUpTo } from './common.ts';
import { route } from './route.ts';
import { calendarDate, DESCRIPTION_MAX, NAME_MAX } from './workouts.ts';

// A program is weeks of training: on some days of each week, a template. Assigning it to clients
// schedules one workout per client and program day.

export const PROGRAM_WEEKS_MAX = 52;
export const ASSIGN_CLIENTS_MAX = 100;
/**
 * The most workouts one assignment schedules (clients times program days): a year of daily workouts
 * for four clients, or twelve weeks of three days for forty.
 */
export const ASSIGN_WORKOUTS_MAX = 1_500;
export const ASSIGN_WORKOUTS_MESSAGE = `One assignment can schedule at most ${ASSIGN_WORKOUTS_MAX.toLocaleString('en-US')} workouts (clients × program days): pick fewer clients`;
/** Monday first, as the program grid shows the week. */
export const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const programDayInput = z.object({
  week: z
    .number({ message: 'Week must be a number' })
    .int('Week must be a whole number')
    .min(1, 'Week must be from 1 to 52')
    .max(PROGRAM_WEEKS_MAX, 'Week must be from 1 to 52'),
  dayOfWeek: z
    .number({ message: 'Day must be a number from 1 (Monday) to 7 (Sunday)' })
    .int('Day must be a whole number from 1 (Monday) to 7 (Sunday)')
    .min(1, 'Day must be from 1 (Monday) to 7 (Sunday)')
    .max(7, 'Day must be from 1 (Monday) to 7 (Sunday)'),
  templateId: idSchema,
});
export type ProgramDayInput = z.input<typeof programDayInput>;

export const programInput = z
  .object({
    name: oneLine(boundedText('Program name is required', 1, 'Program name', NAME_MAX), 'Program name'),
    description: textUpTo('Description', DESCRIPTION_MAX).default(''),
    weeks: z
      .number({ message: 'Weeks must be a number from 1 to 52' })
      .int('Weeks must be a whole number from 1 to 52')
      .min(1, 'A program has at least 1 week')
      .max(PROGRAM_WEEKS_MAX, 'A program has at most 52 weeks'),
    days: z.array(programDayInput).max(PROGRAM_WEEKS_MAX * 7, 'At most one template a day'),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.days.forEach((d, i) => {
      if (d.week > p.weeks)
        ctx.addIssue({
          code: 'custom',
          message: `Week ${d.week} is beyond the program's ${p.weeks} weeks`,
          path: ['days', i, 'week'],
        });
      const key = `${d.week}-${d.dayOfWeek}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: `Week ${d.week}, ${DAY_NAMES[d.dayOfWeek - 1]} has two templates`,
          path: ['days', i, 'dayOfWeek'],
        });
      seen.add(key);
    });
  });
export type ProgramInput = z.input<typeof programInput>;

/** The name a program day shows for another trainer's template its owner has stopped sharing. */
export const PRIVATE_TEMPLATE_NAME = 'a private template';

export const programDay = z.object({
  week: z.number().int(),
  dayOfWeek: z.number().int(),
  templateId: idSchema,
  templateName: z.string(),
});
export type ProgramDay = z.infer<typeof programDay>;

export const program = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  weeks: z.number().int(),
  days: z.array(programDay),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Program = z.infer<typeof program>;

export const programAnswer = z.object({ program });
export const programListAnswer = z.object({ programs: z.array(program) });
export type ProgramListAnswer = z.infer<typeof programListAnswer>;

export const assignProgramInput = z.object({
  clientIds: z
    .array(idSchema, { message: 'Pick the clients' })
    .min(1, 'Pick at least one client')
    .max(ASSIGN_CLIENTS_MAX, `Assign to at most ${ASSIGN_CLIENTS_MAX} clients at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A client is picked twice'),
  startDate: calendarDate('Start date is required'),
  /** Days a client already has a workout on: keep both (left out), replace the not-done, or skip. */
  onClash: onClashField,
});
export type AssignProgramInput = z.input<typeof assignProgramInput>;

export const assignedWorkout = z.object({
  id: idSchema,
  assignedTo: idSchema,
  scheduledDate: z.string(),
  name: z.string(),
});

export const assignAnswer = z.object({
  workouts: z.array(assignedWorkout),
  /** Exercises of the program contraindicated for a client's conditions. */
  warnings: z.array(clientWarning),
  /** The clients' workouts the assignment replaced (onClash `replace`), and the days it skipped. */
  replaced: z.number().int(),
  skipped: z.number().int(),
});
export type AssignAnswer = z.infer<typeof assignAnswer>;

/** A program as it was assigned to a client: it stays listed after the program is deleted. */
export const programAssignment = z.object({
  id: idSchema,
  programId: idSchema.nullable(),
  programName: z.string(),
  weeks: z.number().int(),
  startDate: z.string(),
  workouts: z.number().int(),
  createdAt: z.string(),
  /** When the coach removed it (its future workouts with it); null while it runs. */
  endedAt: z.string().nullable(),
});
export type ProgramAssignment = z.infer<typeof programAssignment>;
export const programAssignmentsAnswer = z.object({ assignments: z.array(programAssignment) });
export type ProgramAssignmentsAnswer = z.infer<typeof programAssignmentsAnswer>;

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The date of a program day for a start date: the start date's week (Monday first) plus
 * `week - 1` weeks, on `dayOfWeek`; null for a day before the start date (skipped).
 */
export function programDayDate(startDate: string, week: number, dayOfWeek: number): string | null {
  const start = toDay(startDate);
  const mondayOffset = (new Date(start).getUTCDay() + 6) % 7;
  const day = start - mondayOffset * DAY_MS + ((week - 1) * 7 + (dayOfWeek - 1)) * DAY_MS;
  return day < start ? null : fromDay(day);
}

/** Whether every day of a program of `weeks` weeks from `startDate` is on the calendar (up to 9999). */
export function programFitsCalendar(startDate: string, weeks: number): boolean {
  const start = toDay(startDate);
  const monday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  return monday + (weeks * 7 - 1) * DAY_MS <= toDay('9999-12-31');
}

const tags = ['programs'];
const refusals = { 400: errorBody, 404: errorBody };

/** A trainer's programs, and their assigning to clients. */
export const programCalls = {
  list: route({
    method: 'GET',
    path: '/api/programs',
    summary: 'My programs',
    tags,
    answers: { 200: programListAnswer },
  }),

  create: route({
    method: 'POST',
    path: '/api/programs',
    summary: 'Create a program',
    tags,
    body: programInput,
    answers: { 201: programAnswer, ...refusals },
  }),

  one: route({
    method: 'GET',
    path: '/api/programs/:id',
    summary: 'One of my programs',
    tags,
    params: idParams,
    answers: { 200: programAnswer, 404: errorBody },
  }),

  update: route({
    method: 'PUT',
    path: '/api/programs/:id',
    summary: 'Change my program',
    tags,
    params: idParams,
    body: programInput,
    answers: { 200: programAnswer, ...refusals },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/programs/:id',
    summary: 'Delete my program (the workouts it scheduled stay)',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  assign: route({
    method: 'POST',
    path: '/api/programs/:id/assign',
    summary: 'Schedule the program for my clients',
    tags,
    params: idParams,
    body: assignProgramInput,
    answers: { 201: assignAnswer, ...refusals },
  }),

  assignPreview: route({
    method: 'POST',
    path: '/api/programs/:id/assign/preview',
    summary: 'What assigning the program would schedule: the days that clash, and health warnings',
    tags,
    params: idParams,
    body: assignProgramInput,
    answers: { 200: schedulePreviewAnswer, ...refusals },
  }),

  ofClient: route({
    method: 'GET',
    path: '/api/clients/:id/programs',
    summary: 'The programs assigned to one of my clients',
    tags,
    params: idParams,
    answers: { 200: programAssignmentsAnswer, 404: errorBody },
  }),
};
