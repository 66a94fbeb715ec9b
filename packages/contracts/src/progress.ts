import { z } from 'zod';
import {
  errorBody,
  idempotencyHeaders,
  idParams,
  idSchema,
  listTotal,
  pageQuery,
  requiredNumber,
} from './common.ts';
import { route } from './route.ts';
import { calendarDate } from './workouts.ts';

/** The measurements a client logs, each with the units that fit it. */
export const PROGRESS_TYPES = {
  'Body weight': { category: 'Body composition', units: ['kg', 'lbs'], min: 20, max: 400 },
  'Body fat': { category: 'Body composition', units: ['%'], min: 2, max: 70 },
  Waist: { category: 'Measurements', units: ['cm', 'in'], min: 30, max: 250 },
  Hips: { category: 'Measurements', units: ['cm', 'in'], min: 30, max: 250 },
  Chest: { category: 'Measurements', units: ['cm', 'in'], min: 30, max: 250 },
  Arm: { category: 'Measurements', units: ['cm', 'in'], min: 10, max: 100 },
  Thigh: { category: 'Measurements', units: ['cm', 'in'], min: 20, max: 150 },
  'Resting heart rate': { category: 'Fitness', units: ['bpm'], min: 25, max: 220 },
  'Blood pressure (systolic)': { category: 'Health', units: ['mmHg'], min: 60, max: 250 },
} as const satisfies Record<string, { category: string; units: readonly string[]; min: number; max: number }>;
export type ProgressType = keyof typeof PROGRESS_TYPES;
export const PROGRESS_TYPE_NAMES = Object.keys(PROGRESS_TYPES) as ProgressType[];

const DAY = 86_400_000;
/** Ranges are given in the first unit of each type; these convert them to the others. */
const UNIT_FACTORS: Record<string, number> = { lbs: 2.20462, in: 1 / 2.54 };

/** The day a measurement or a photo was taken: not in the future (a day's grace for time zones). */
export const progressDate = calendarDate('Date is required')
  .refine((d) => Date.parse(`${d}T00:00:00Z`) <= Date.now() + DAY, 'Date cannot be in the future')
  .refine((d) => d >= '1900-01-01', 'Date is too far in the past');

export const progressInput = z
  .object({
    type: z.enum(PROGRESS_TYPE_NAMES as [ProgressType, ...ProgressType[]], {
      message: 'Choose what you measured',
    }),
    value: requiredNumber('Value').finite('Value must be a number'),
    unit: z.string({ message: 'Unit is required' }).trim().min(1, 'Unit is required'),
    date: progressDate,
    notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
  })
  .superRefine((v, ctx) => {
    const spec = PROGRESS_TYPES[v.type];
    if (!spec) return;
    if (!(spec.units as readonly string[]).includes(v.unit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit'],
        message: `Unit for ${v.type.toLowerCase()} must be ${spec.units.join(' or ')}`,
      });
      return;
    }
    const factor = UNIT_FACTORS[v.unit] ?? 1;
    const min = Math.round(spec.min * factor);
    const max = Math.round(spec.max * factor);
    if (v.value < min || v.value > max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${v.type} must be between ${min} and ${max} ${v.unit}`,
      });
    }
  });
export type ProgressInput = z.input<typeof progressInput>;

export const progressEntry = z.object({
  id: idSchema,
  clientId: idSchema,
  type: z.string(),
  value: z.number(),
  unit: z.string(),
  date: z.string(),
  category: z.string(),
  notes: z.string(),
  createdAt: z.string(),
});
export type ProgressEntry = z.infer<typeof progressEntry>;

/** How many days a body-weight average spans: a day's weight moves with water and food by more than a week's trend. */
export const AVERAGE_DAYS = 7;
export const AVERAGE_LABEL = '7-day average';

/**
 * For each point (oldest first, calendar dates YYYY-MM-DD), the mean of the values dated within the
 * AVERAGE_DAYS days ending on its date, itself included, to one decimal.
 */
export function rollingAverages<P extends { date: string; value: number }>(points: readonly P[]): number[] {
  const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  let start = 0;
  let sum = 0;
  return points.map((point, i) => {
    sum += point.value;
    while (dayOf(points[start]!.date) <= dayOf(point.date) - AVERAGE_DAYS) sum -= points[start++]!.value;
    return Math.round((sum / (i - start + 1)) * 10) / 10;
  });
}

/** Newest first, a page at a time. */
export const progressListQuery = pageQuery;
export const progressListAnswer = z.object({ progress: z.array(progressEntry), total: listTotal });
export type ProgressListAnswer = z.infer<typeof progressListAnswer>;

/** The most progress entries one client can have. */
export const PROGRESS_ENTRIES_PER_CLIENT_MAX = 10_000;
export const PROGRESS_LIMIT_REACHED =
  'The limit of 10,000 progress entries per person has been reached. Delete older entries to add new ones.';
export const progressAnswer = z.object({ entry: progressEntry });

/** The progress entries' calls. */
export const progressCalls = {
  list: route({
    method: 'GET',
    path: '/api/progress',
    summary: 'List my progress entries',
    tags: ['progress'],
    query: progressListQuery,
    answers: { 200: progressListAnswer },
  }),

  create: route({
    method: 'POST',
    path: '/api/progress',
    summary: 'Log a progress entry',
    tags: ['progress'],
    body: progressInput,
    headers: idempotencyHeaders,
    answers: { 201: progressAnswer, 400: errorBody, 409: errorBody, 422: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/progress/:id',
    summary: 'Delete a progress entry',
    tags: ['progress'],
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  listOfClient: route({
    method: 'GET',
    path: '/api/clients/:id/progress',
    summary: "A client's progress entries, for their trainer",
    tags: ['progress'],
    params: idParams,
    query: progressListQuery,
    answers: { 200: progressListAnswer, 404: errorBody },
  }),
};
