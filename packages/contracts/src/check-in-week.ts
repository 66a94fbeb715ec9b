import { z } from 'zod';
import { AVERAGE_DAYS } from './progress.ts';
import { complianceWeek } from './nutrition-compliance.ts';
import { progressPhoto } from './progress-photos.ts';

// What a check-in's review shows of the client's week beside the week before: the weight trend,
// measurements, photos and adherence figures. The rules are defined once here, for the server (which
// works them out) and the screens (which word them).

/** The calendar date `n` days after `date` (before, for a negative `n`). */
export const dayAfter = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A check-in's week: the AVERAGE_DAYS days ending on the day it was submitted, and the week before. */
export const checkInWeek = (submittedDay: string) => ({
  from: dayAfter(submittedDay, 1 - AVERAGE_DAYS),
  to: submittedDay,
});
export const weekBefore = (week: { from: string; to: string }) => ({
  from: dayAfter(week.from, -AVERAGE_DAYS),
  to: dayAfter(week.to, -AVERAGE_DAYS),
});

/** Units a measurement may be logged in, as a factor of the first of its type's units. */
const UNIT_FACTORS: Record<string, number> = { lbs: 2.20462, kg: 1, in: 1 / 2.54, cm: 1 };
/** `value` in `from` units converted to `to` (the same when either is not a length or a weight). */
export function convertUnit(value: number, from: string, to: string): number {
  const a = UNIT_FACTORS[from];
  const b = UNIT_FACTORS[to];
  return a === undefined || b === undefined || from === to ? value : (value / a) * b;
}
const round1 = (n: number) => Math.round(n * 10) / 10;

export const weightTrend = z.object({
  /** The unit of the newest weight: every figure is in it. */
  unit: z.string(),
  /** The mean of the weights of the check-in's week, and of the week before; null without any. */
  average: z.number().nullable(),
  previousAverage: z.number().nullable(),
  /** average - previousAverage; null unless both are known. */
  change: z.number().nullable(),
  /** The weights of both weeks, oldest first. */
  entries: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type WeightTrend = z.infer<typeof weightTrend>;

/** The weight trend from both weeks' weights (oldest first); null when neither week has one. */
export function weightTrendOf(
  weights: { date: string; value: number; unit: string }[],
  week: { from: string; to: string },
): WeightTrend | null {
  const newest = weights[weights.length - 1];
  if (!newest) return null;
  const entries = weights.map((w) => ({
    date: w.date,
    value: round1(convertUnit(w.value, w.unit, newest.unit)),
  }));
  const mean = (list: { value: number }[]) =>
    list.length ? round1(list.reduce((sum, e) => sum + e.value, 0) / list.length) : null;
  const average = mean(entries.filter((e) => e.date >= week.from));
  const previousAverage = mean(entries.filter((e) => e.date < week.from));
  const change = average !== null && previousAverage !== null ? round1(average - previousAverage) : null;
  return { unit: newest.unit, average, previousAverage, change, entries };
}

export const measurementChange = z.object({
  type: z.string(),
  unit: z.string(),
  /** The newest value by the check-in's day, and the newest from before its week (in `unit`). */
  value: z.number(),
  date: z.string(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
});
export type MeasurementChange = z.infer<typeof measurementChange>;

type Measured = { type: string; value: number; unit: string; date: string };
/** Each measurement's newest value beside the newest one before the week, in the newest's unit. */
export function measurementChanges(now: Measured[], then: Measured[]): MeasurementChange[] {
  return now.map((m) => {
    const before = then.find((t) => t.type === m.type);
    const previous = before ? round1(convertUnit(before.value, before.unit, m.unit)) : null;
    return {
      type: m.type,
      unit: m.unit,
      value: m.value,
      date: m.date,
      previous,
      change: previous === null ? null : round1(m.value - previous),
    };
  });
}

export const habitWeek = z.object({
  name: z.string(),
  /** Days ticked in the week, and the goal: 7 for a daily habit, its days per week for a weekly one. */
  done: z.number().int().min(0),
  goal: z.number().int().min(1),
});
export type HabitWeek = z.infer<typeof habitWeek>;

export const checkInWeekFigures = z.object({
  /** The check-in's week and the one before it (calendar dates). */
  week: z.object({ from: z.string(), to: z.string() }),
  previousWeek: z.object({ from: z.string(), to: z.string() }),
  weight: weightTrend.nullable(),
  measurements: z.array(measurementChange),
  /**
   * The photos of the check-in's week and of the previous check-in's week, newest first: their ids
   * open the progress photos' image calls.
   */
  photos: z.object({ current: z.array(progressPhoto), previous: z.array(progressPhoto) }),
  /** Workouts scheduled in the week, and completed. */
  workouts: z.object({ completed: z.number().int().min(0), assigned: z.number().int().min(0) }),
  habits: z.array(habitWeek),
  /** Days on target in the week; null when the client has no nutrition targets. */
  nutrition: complianceWeek.nullable(),
});
export type CheckInWeekFigures = z.infer<typeof checkInWeekFigures>;

/** The review's words. */
export const CHECK_IN_WEEK_TEXTS = {
  weight: 'Weight (7-day average)',
  noWeight: 'No weight logged in these two weeks.',
  measurements: 'Measurements',
  noMeasurements: 'No measurements logged.',
  photos: 'Photos',
  workouts: 'Workouts',
  habits: 'Habits',
  noHabits: 'No habits.',
  nutrition: 'Nutrition',
  noTargets: 'No nutrition targets',
  thisWeek: 'This week',
  lastWeek: 'Last week',
} as const;
