import { z } from 'zod';
import {
  KCAL_BOUNDS,
  KCAL_PER_G,
  KCAL_PER_KG_BODY_WEIGHT,
  dayTargets,
  type DayTargets,
  type NutritionTargets,
  type targetsInput,
} from './nutrition.ts';

// The rule of the weekly calorie adjustment (decision 0036): the weekly averages of a client's body
// weight, and the change of their targets the trend calls for. Without the schemas of the calls,
// which nutrition-adjustments.ts declares.
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
