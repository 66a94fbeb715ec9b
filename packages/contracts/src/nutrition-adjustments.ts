import { z } from 'zod';
import { errorBody, idSchema } from './common.ts';
import {
  KCAL_BOUNDS,
  KCAL_PER_G,
  KCAL_PER_KG_BODY_WEIGHT,
  dayTargets,
  nutritionTargets,
  targetsInput,
  type DayTargets,
  type NutritionTargets,
} from './nutrition.ts';
import { route } from './route.ts';

// The weekly adjustment of a client's calories (decision 0036): from the trend of their body weight
// against the goal rate of their targets, a change the trainer approves, edits or dismisses.

/** A trend within this of the goal rate (kg per week) is on track: no proposal. */
export const ADJUSTMENT_TOLERANCE_KG_PER_WEEK = 0.1;
/** The largest change of one step (kcal a day): the trend of two weeks is too noisy for more. */
export const ADJUSTMENT_STEP_MAX_KCAL = 300;
/** Changes are rounded to this (kcal): nobody eats to the calorie. */
export const ADJUSTMENT_ROUNDING_KCAL = 10;
/** Body weight entries needed in each of the two weeks compared. */
export const WEIGHINGS_PER_WEEK_MIN = 2;
/** The most adjustments kept per client (two years of weeks); older ones are dropped. */
export const ADJUSTMENT_HISTORY_MAX = 104;

export const ADJUSTMENT_STATUSES = ['pending', 'approved', 'edited', 'dismissed'] as const;
export const adjustmentStatusSchema = z.enum(ADJUSTMENT_STATUSES);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;

// ---- Weeks -------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const asTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const asDate = (time: number) => new Date(time).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => asDate(asTime(date) + days * DAY_MS);

/** The ISO week of a calendar date: its name ('2026-W48') and its Monday. */
export function isoWeekOf(date: string): { week: string; monday: string } {
  const time = asTime(date);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0
  const monday = asDate(time - weekday * DAY_MS);
  // The ISO year is the year of the week's Thursday; week 1 holds the year's first Thursday.
  const thursday = new Date(time + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { week: `${year}-W${String(week).padStart(2, '0')}`, monday };
}

export const weekAverage = z.object({
  week: z.string(),
  /** Monday and Sunday of the week. */
  start: z.string(),
  end: z.string(),
  /** Null without an entry. */
  averageKg: z.number().nullable(),
  entries: z.number().int(),
});
export type WeekAverage = z.infer<typeof weekAverage>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The average body weight of each of the three complete weeks before the week starting `monday`,
 * the oldest first. Complete weeks only, so that the proposal of a week is the same whichever day
 * the trainer opens it.
 */
export function weeklyAverages(
  weighings: { date: string; weightKg: number }[],
  monday: string,
): WeekAverage[] {
  return [3, 2, 1].map((back) => {
    const start = addDays(monday, -7 * back);
    const end = addDays(start, 6);
    const inWeek = weighings.filter((w) => w.date >= start && w.date <= end);
    const sum = inWeek.reduce((n, w) => n + w.weightKg, 0);
    return {
      week: isoWeekOf(start).week,
      start,
      end,
      averageKg: inWeek.length ? round2(sum / inWeek.length) : null,
      entries: inWeek.length,
    };
  });
}

// ---- The proposal ------------------------------------------------------------------------------

/** The targets as set (the PUT's body, validated). */
export type SetTargets = z.output<typeof targetsInput>;

export const NO_ADJUSTMENT_REASONS = [
  'no-targets',
  'no-goal-rate',
  'not-enough-data',
  'on-track',
  'at-limit',
  'macros',
] as const;
export type NoAdjustmentReason = (typeof NO_ADJUSTMENT_REASONS)[number];

export const NO_ADJUSTMENT_MESSAGES: Record<NoAdjustmentReason, string> = {
  'no-targets': 'No weekly adjustment: the client has no nutrition targets yet.',
  'no-goal-rate': 'No weekly adjustment: the targets have no goal rate. Set one to get weekly proposals.',
  'not-enough-data':
    `No weekly adjustment: it needs at least ${WEIGHINGS_PER_WEEK_MIN} body weight entries in each ` +
    'of the last two complete weeks (Monday to Sunday).',
  'on-track': `No weekly adjustment: the weight follows the goal rate (within ${ADJUSTMENT_TOLERANCE_KG_PER_WEEK} kg a week).`,
  'at-limit': 'No weekly adjustment: the calories are already at the limit (800 to 10,000 kcal).',
  macros: 'No weekly adjustment: the macros would not fit the adjusted calories. Adjust the targets by hand.',
};

const kg = (n: number) => `${Math.abs(round2(n))} kg a week`;
const trendWords = (rate: number) =>
  rate < 0 ? `Losing ${kg(rate)}` : rate > 0 ? `Gaining ${kg(rate)}` : 'Holding the weight';
const goalWords = (goal: number) =>
  goal < 0 ? `losing ${kg(goal)}` : goal > 0 ? `gaining ${kg(goal)}` : 'keeping the weight';

/**
 * Moves a day's calories by `change` (kept within 800-10,000): protein stays, carbohydrate and fat
 * share the change in proportion to the energy each gives now (all to carbohydrate when both are
 * 0), whole grams, never below 0.
 */
export function shiftDay(day: DayTargets, change: number): DayTargets {
  const kcal = Math.min(KCAL_BOUNDS.max, Math.max(KCAL_BOUNDS.min, day.kcal + change));
  const moved = kcal - day.kcal;
  const carbsEnergy = day.carbs * KCAL_PER_G.carbs;
  const fatEnergy = day.fat * KCAL_PER_G.fat;
  const both = carbsEnergy + fatEnergy;
  const carbsShare = both > 0 ? carbsEnergy / both : 1;
  return {
    ...day,
    kcal,
    carbs: Math.max(0, Math.round(day.carbs + (moved * carbsShare) / KCAL_PER_G.carbs)),
    fat: Math.max(0, Math.round(day.fat + (moved * (1 - carbsShare)) / KCAL_PER_G.fat)),
  };
}

export type AdjustmentOutcome =
  | { kind: 'none'; reason: NoAdjustmentReason }
  | {
      kind: 'proposal';
      rateKgPerWeek: number;
      goalRateKgPerWeek: number;
      kcalChange: number;
      reasoning: string;
      proposed: SetTargets;
    };

/**
 * The week's proposal: the rate is last week's average less the week before's; its gap to the goal
 * rate x 7,700 kcal per kg / 7 days is the daily change, rounded to 10 kcal and at most 300 kcal,
 * for every day's targets (training and rest days alike).
 */
export function proposeAdjustment(
  weeks: WeekAverage[],
  targets: Pick<NutritionTargets, 'day' | 'restDay' | 'goalRateKgPerWeek'> | null,
): AdjustmentOutcome {
  if (!targets) return { kind: 'none', reason: 'no-targets' };
  const goal = targets.goalRateKgPerWeek;
  if (goal === null) return { kind: 'none', reason: 'no-goal-rate' };
  const [before, last] = weeks.slice(-2);
  if (
    !before ||
    !last ||
    before.averageKg === null ||
    last.averageKg === null ||
    before.entries < WEIGHINGS_PER_WEEK_MIN ||
    last.entries < WEIGHINGS_PER_WEEK_MIN
  )
    return { kind: 'none', reason: 'not-enough-data' };
  const rate = round2(last.averageKg - before.averageKg);
  const gap = goal - rate;
  // A hair over the tolerance from float arithmetic is still on track.
  if (Math.abs(gap) <= ADJUSTMENT_TOLERANCE_KG_PER_WEEK + 1e-9) return { kind: 'none', reason: 'on-track' };
  const raw = (gap * KCAL_PER_KG_BODY_WEIGHT) / 7;
  const rounded = Math.round(raw / ADJUSTMENT_ROUNDING_KCAL) * ADJUSTMENT_ROUNDING_KCAL;
  const capped = Math.max(-ADJUSTMENT_STEP_MAX_KCAL, Math.min(ADJUSTMENT_STEP_MAX_KCAL, rounded));
  const day = shiftDay(targets.day, capped);
  const kcalChange = day.kcal - targets.day.kcal;
  if (kcalChange === 0) return { kind: 'none', reason: 'at-limit' };
  const restDay = targets.restDay ? shiftDay(targets.restDay, capped) : null;
  // Protein kept while the calories fall can leave the macros over the calories: the trainer decides.
  const fits = (d: DayTargets | null) => d === null || dayTargets.safeParse(d).success;
  if (!fits(day) || !fits(restDay)) return { kind: 'none', reason: 'macros' };
  const proposed = { day, restDay, goalRateKgPerWeek: goal };
  const limits = [
    capped !== rounded && `at most ${ADJUSTMENT_STEP_MAX_KCAL} kcal in one step`,
    kcalChange !== capped &&
      (kcalChange < 0
        ? `not below ${KCAL_BOUNDS.min} kcal`
        : `not above ${KCAL_BOUNDS.max.toLocaleString('en-US')} kcal`),
  ].filter(Boolean);
  const reasoning =
    `${trendWords(rate)} against a goal of ${goalWords(goal)}: ` +
    `${kcalChange < 0 ? 'lower' : 'raise'} the calories by ${Math.abs(kcalChange)} kcal a day` +
    (limits.length ? ` (${limits.join('; ')})` : '') +
    '.';
  return { kind: 'proposal', rateKgPerWeek: rate, goalRateKgPerWeek: goal, kcalChange, reasoning, proposed };
}

// ---- Payloads and calls ------------------------------------------------------------------------

const setTargets = z.object({
  day: dayTargets,
  restDay: dayTargets.nullable(),
  goalRateKgPerWeek: z.number().nullable(),
});

export const nutritionAdjustment = z.object({
  id: idSchema,
  clientId: idSchema,
  /** The ISO week in the client's time zone ('2026-W48'). */
  week: z.string(),
  status: adjustmentStatusSchema,
  reasoning: z.string(),
  /** The three complete weeks before, the oldest first. */
  weeks: z.array(weekAverage),
  rateKgPerWeek: z.number(),
  goalRateKgPerWeek: z.number(),
  /** The change of the (training) day's calories. */
  kcalChange: z.number(),
  /** The targets when it was proposed, and the proposed ones. */
  current: setTargets,
  proposed: setTargets,
  /** What was applied: the proposed targets, or the trainer's edit of them; null until approved. */
  applied: setTargets.nullable(),
  decidedBy: idSchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NutritionAdjustment = z.infer<typeof nutritionAdjustment>;

export const adjustmentAnswer = z.object({
  /** The current ISO week in the client's time zone. */
  week: z.string(),
  /** This week's adjustment, whatever its status; null when there is none. */
  adjustment: nutritionAdjustment.nullable(),
  /** Why there is none this week. */
  none: z.object({ reason: z.enum(NO_ADJUSTMENT_REASONS), message: z.string() }).nullable(),
  /** The weekly averages the check read. */
  weeks: z.array(weekAverage),
});
export type AdjustmentAnswer = z.infer<typeof adjustmentAnswer>;

export const adjustmentDecisionAnswer = z.object({
  adjustment: nutritionAdjustment,
  targets: nutritionTargets,
});
export type AdjustmentDecisionAnswer = z.infer<typeof adjustmentDecisionAnswer>;

export const adjustmentParams = z.object({ id: idSchema, adjustmentId: idSchema });

/** The 409 of a decided proposal. */
export const adjustmentDecided = (status: Exclude<AdjustmentStatus, 'pending'>) =>
  `This adjustment was already ${status === 'edited' ? 'approved with edits' : status}.`;

/** The client's notification of an approved adjustment. */
export const ADJUSTMENT_NOTIFICATION_TITLE = 'Your trainer adjusted your nutrition targets';
export const adjustmentNotificationBody = (
  applied: SetTargets,
  before: SetTargets,
  reasoning: string,
  edited: boolean,
) => {
  const n = (kcal: number) => kcal.toLocaleString('en-US');
  const when = applied.restDay ? ' on training days' : ' a day';
  // The reasoning's advice ("lower the calories by ...") is the trainer's to read; the client reads
  // the trend and the new number.
  const trend = reasoning.split(':')[0];
  return (
    `${n(applied.day.kcal)} kcal${when} (was ${n(before.day.kcal)}). ${trend}` +
    `${edited ? '; your trainer fine-tuned the proposal' : ''}.`
  );
};

const tags = ['nutrition'];
/** The weekly adjustment's calls. */
export const adjustmentCalls = {
  current: route({
    method: 'GET',
    path: '/api/clients/:id/nutrition/adjustment',
    summary: "This week's calorie adjustment proposal for a client, for their trainer",
    description:
      "Made on the first read of the week (ISO week, the client's time zone) from the averages of " +
      'the last two complete weeks of body weight entries against the goal rate; `none` says why ' +
      'there is none.',
    tags,
    params: z.object({ id: idSchema }),
    answers: { 200: adjustmentAnswer, 404: errorBody },
  }),

  approve: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve',
    summary: 'Approve a pending adjustment: its proposed targets become the targets',
    description: 'The client is notified. 409 when the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    answers: { 200: adjustmentDecisionAnswer, 404: errorBody, 409: errorBody },
  }),

  approveEdited: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/approve-with-edits',
    summary: 'Approve a pending adjustment with edited targets',
    description:
      'The body is the targets, validated as when they are set. The client is notified. 409 when ' +
      'the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    body: targetsInput,
    answers: { 200: adjustmentDecisionAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  dismiss: route({
    method: 'POST',
    path: '/api/clients/:id/nutrition/adjustments/:adjustmentId/dismiss',
    summary: 'Dismiss a pending adjustment: the targets stay',
    description: '409 when the adjustment was decided already.',
    tags,
    params: adjustmentParams,
    answers: { 200: z.object({ adjustment: nutritionAdjustment }), 404: errorBody, 409: errorBody },
  }),
};

/** What the trainer's screen says of the weekly adjustment. */
export const ADJUSTMENT_TEXTS = {
  heading: 'Weekly adjustment',
  trend: 'Weekly average body weight',
  now: 'Now',
  proposed: 'Proposed',
  approve: 'Approve',
  edit: 'Edit',
  dismiss: 'Dismiss',
  approved: 'Adjustment approved: the client is notified',
  approvedEdited: 'Adjustment approved with your edits: the client is notified',
  dismissed: 'Adjustment dismissed: the targets stay as they are',
  editing: 'Edit the proposed targets, then approve them. The client is notified.',
  approveEdited: 'Approve these targets',
  failed: 'The adjustment could not be saved',
} as const;

/** A week of the trend: 'Week of Nov 16, 2026: 79.9 kg (3 entries)'. */
export const weekAverageText = (w: WeekAverage, label: (date: string) => string) =>
  `Week of ${label(w.start)}: ${
    w.averageKg === null
      ? 'no entries'
      : `${w.averageKg.toLocaleString('en-US')} kg (${w.entries} ${w.entries === 1 ? 'entry' : 'entries'})`
  }`;

/** What became of this week's adjustment, once decided. */
export const adjustmentOutcomeText = (a: Pick<NutritionAdjustment, 'status' | 'kcalChange'>) =>
  a.status === 'dismissed'
    ? "This week's adjustment was dismissed."
    : a.status === 'edited'
      ? "This week's adjustment was approved with edits."
      : `This week's adjustment was approved (${a.kcalChange > 0 ? '+' : ''}${a.kcalChange} kcal a day).`;
