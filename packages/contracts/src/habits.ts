import { z } from 'zod';
import { daysBetween } from './calendar.ts';
import { boundedText, idSchema, oneLine } from './common.ts';
import { calendarDate } from './workouts.ts';

// Habits a trainer gives a client ("8,000 steps", "Gym class 3 days a week") and the days the
// client ticks them done (decision 0038): the rules of streaks and adherence, defined once here
// for the server and the screens alike.

export const HABIT_NAME_MAX = 80;
/** Active habits one client holds at most; the trainer archives one to add another. */
export const HABITS_ACTIVE_MAX = 20;
/** Archived habits kept per client (with their ticks); archiving past it drops the oldest archived. */
export const HABITS_ARCHIVED_MAX = 200;
/** A client ticks today or one of the days before it: this many days in all. */
export const TICK_WINDOW_DAYS = 7;
/** The days of ticks an answer holds (four weeks: the strip and the 4-week adherence). */
export const HISTORY_DAYS = 28;
/** How far back a streak is counted (a year and the history): a longer one shows as this many. */
export const STREAK_LOOKBACK_DAYS = 365 + HISTORY_DAYS;

export const HABIT_FREQUENCIES = ['daily', 'weekly'] as const;
export const habitFrequencySchema = z.enum(HABIT_FREQUENCIES, {
  message: 'Frequency must be daily or weekly',
});
export type HabitFrequency = z.infer<typeof habitFrequencySchema>;

const DAYS_MESSAGE = 'Days per week must be a whole number from 1 to 7';
const daysPerWeekField = z
  .number({ message: DAYS_MESSAGE })
  .int(DAYS_MESSAGE)
  .min(1, DAYS_MESSAGE)
  .max(7, DAYS_MESSAGE);

const habitName = oneLine(
  boundedText('Habit name is required', 1, 'Habit name', HABIT_NAME_MAX),
  'Habit name',
);

/** A weekly habit needs its days per week; a daily one has none (any sent is dropped). */
const withDays = <T extends { frequency?: HabitFrequency; daysPerWeek?: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.frequency === 'weekly' && (v.daysPerWeek === undefined || v.daysPerWeek === null))
    ctx.addIssue({ code: 'custom', path: ['daysPerWeek'], message: 'Enter how many days a week' });
};

/** POST /api/clients/{id}/habits. */
export const habitInput = z
  .object({
    name: habitName,
    frequency: habitFrequencySchema,
    daysPerWeek: daysPerWeekField.nullable().optional(),
  })
  .superRefine(withDays)
  .transform((v) => ({ ...v, daysPerWeek: v.frequency === 'weekly' ? v.daysPerWeek! : null }));
export type HabitInput = z.input<typeof habitInput>;
export type HabitValues = z.output<typeof habitInput>;

/** PATCH /api/clients/{id}/habits/{habitId}: a new name, a new frequency (with its days), or both. */
export const habitChange = z
  .object({
    name: habitName.optional(),
    frequency: habitFrequencySchema.optional(),
    daysPerWeek: daysPerWeekField.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name === undefined && v.frequency === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Change the name or the frequency' });
    withDays(v, ctx);
  })
  .transform((v) => ({
    name: v.name,
    frequency: v.frequency,
    daysPerWeek: v.frequency === undefined ? undefined : v.frequency === 'weekly' ? v.daysPerWeek! : null,
  }));
export type HabitChange = z.input<typeof habitChange>;

export const habitParams = z.object({ id: idSchema, habitId: idSchema });
export const tickParams = z.object({ id: idSchema, date: calendarDate('Date is required') });

export const habitStatsSchema = z.object({
  /** Days in a row (daily) or weeks in a row reaching the goal (weekly); see STREAK_RULE. */
  streak: z.number().int().min(0),
  /** What counts this week: daily, days ticked of the last 7; weekly, days ticked this week of the goal. */
  week: z.object({ done: z.number().int().min(0), goal: z.number().int().min(1) }),
  /** 0 to 1: this week's (see ADHERENCE_RULE), and the last four weeks'. */
  adherence: z.number().min(0).max(1),
  adherence4Weeks: z.number().min(0).max(1),
});
export type HabitStats = z.infer<typeof habitStatsSchema>;

export const habitSchema = z.object({
  id: idSchema,
  clientId: idSchema,
  name: z.string(),
  frequency: habitFrequencySchema,
  /** The goal of a weekly habit; null for a daily one. */
  daysPerWeek: z.number().int().min(1).max(7).nullable(),
  createdAt: z.string(),
  /** The days ticked of the last HISTORY_DAYS (the client's calendar days), oldest first. */
  ticks: z.array(z.string()),
  /** The run just before those days (days or weeks), so that a screen can count the streak again. */
  earlierRun: z.number().int().min(0),
  stats: habitStatsSchema,
});
export type Habit = z.infer<typeof habitSchema>;

/** Both lists answer the active habits, oldest first, with the client's today and tick window. */
export const habitsAnswer = z.object({
  /** Today in the client's time zone, and the first day they may still tick. */
  today: z.string(),
  firstTickDay: z.string(),
  habits: z.array(habitSchema),
});
export type HabitsAnswer = z.infer<typeof habitsAnswer>;
/** A habit as the account export holds it (archived ones too), with every day ticked. */
export const exportedHabit = z.object({
  id: idSchema,
  name: z.string(),
  frequency: habitFrequencySchema,
  daysPerWeek: z.number().int().nullable(),
  assignedBy: idSchema.nullable(),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
  ticks: z.array(z.string()),
});

export const habitAnswer = z.object({ habit: habitSchema });
export const tickAnswer = z.object({ habit: habitSchema });

// ---- Days and weeks ---------------------------------------------------------------------------

/** The calendar date `n` days after `date` (before, for a negative `n`). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) that holds `date`. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The first day the history holds, and the days a client may tick (today and the 6 before). */
export const historyStart = (today: string) => addDays(today, 1 - HISTORY_DAYS);
export const firstTickDay = (today: string) => addDays(today, 1 - TICK_WINDOW_DAYS);
export const isTickable = (date: string, today: string) => date <= today && date >= firstTickDay(today);

export const TICK_DATE_MESSAGE = `Tick today or one of the ${TICK_WINDOW_DAYS - 1} days before`;

// ---- Streaks and adherence --------------------------------------------------------------------

export const STREAK_RULE =
  'A daily habit’s streak is the days in a row it was ticked, up to today (or yesterday while ' +
  'today is not ticked yet). A weekly habit’s streak is the weeks in a row (Monday to Sunday) it ' +
  'reached its days per week, up to this week once reached, else last week.';
export const ADHERENCE_RULE =
  'This week: a daily habit, the days ticked of the last 7; a weekly habit, the days ticked this ' +
  'week of its goal (more days count as the goal). Over 4 weeks: the same over the last 28 days, ' +
  'or the last 4 weeks.';
/** One text for both rules, as the screens state them. */
export const HABIT_RULES = `${STREAK_RULE} ${ADHERENCE_RULE}`;

type Kind = { frequency: HabitFrequency; daysPerWeek: number | null };
const goalOf = (h: Kind) => (h.frequency === 'weekly' ? (h.daysPerWeek ?? 1) : 7);

/** Days ticked per week (by its Monday). */
function perWeek(ticks: Iterable<string>): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const day of ticks) weeks.set(mondayOf(day), (weeks.get(mondayOf(day)) ?? 0) + 1);
  return weeks;
}

/** Days (daily) or weeks (weekly) in a row reaching the habit's goal, ending at `end` (a day or a Monday). */
function runEnding(h: Kind, ticked: Set<string>, end: string): number {
  let n = 0;
  if (h.frequency === 'daily') {
    while (ticked.has(addDays(end, -n))) n += 1;
    return n;
  }
  const weeks = perWeek(ticked);
  while ((weeks.get(addDays(end, -7 * n)) ?? 0) >= goalOf(h)) n += 1;
  return n;
}

/** The first day (daily) or Monday (weekly) of the four weeks the stats look at. */
const windowStart = (h: Kind, today: string) =>
  h.frequency === 'daily' ? historyStart(today) : addDays(mondayOf(today), -21);

/**
 * The run just before the four weeks: what a screen that holds only HISTORY_DAYS of ticks adds to
 * a streak that fills them. The server computes it from the ticks of STREAK_LOOKBACK_DAYS.
 */
export const earlierRun = (h: Kind, ticks: Iterable<string>, today: string) =>
  runEnding(h, new Set(ticks), addDays(windowStart(h, today), h.frequency === 'daily' ? -1 : -7));

/**
 * A habit's streak and adherence on `today` (the client's day) from its ticks (at least those of
 * the last HISTORY_DAYS) and the run before them; see STREAK_RULE and ADHERENCE_RULE.
 */
export function habitStats(h: Kind, ticks: Iterable<string>, today: string, before = 0): HabitStats {
  const start = windowStart(h, today);
  const ticked = new Set([...ticks].filter((d) => d >= start && d <= today));
  const goal = goalOf(h);
  const thisWeek = mondayOf(today);
  let end: string;
  if (h.frequency === 'daily') end = ticked.has(today) ? today : addDays(today, -1);
  else end = (perWeek(ticked).get(thisWeek) ?? 0) >= goal ? thisWeek : addDays(thisWeek, -7);
  let streak = runEnding(h, ticked, end);
  const step = h.frequency === 'daily' ? 1 : 7;
  // The run reaches the first day (or week) held: it goes on before it.
  if (streak > 0 && addDays(end, -step * (streak - 1)) === start) streak += before;

  if (h.frequency === 'daily') {
    const last7 = [...ticked].filter((d) => daysBetween(d, today) < 7).length;
    return { streak, week: { done: last7, goal }, adherence: last7 / 7, adherence4Weeks: ticked.size / 28 };
  }
  const weeks = perWeek(ticked);
  const done = weeks.get(thisWeek) ?? 0;
  const reached = [0, 1, 2, 3].reduce(
    (sum, i) => sum + Math.min(weeks.get(addDays(thisWeek, -7 * i)) ?? 0, goal),
    0,
  );
  return {
    streak,
    week: { done, goal },
    adherence: Math.min(done, goal) / goal,
    adherence4Weeks: reached / (4 * goal),
  };
}

// ---- Texts ------------------------------------------------------------------------------------

export const frequencyLabel = (h: Kind) =>
  h.frequency === 'daily' ? 'Every day' : `${h.daysPerWeek} day${h.daysPerWeek === 1 ? '' : 's'} a week`;
export const streakLabel = (h: Kind, streak: number) =>
  `${streak} ${h.frequency === 'daily' ? 'day' : 'week'}${streak === 1 ? '' : 's'} in a row`;
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** This week's adherence in words: '5 of 7 days' (daily, the last 7) or '2 of 3 days this week'. */
export const weekLabel = (h: Kind, week: { done: number; goal: number }) =>
  h.frequency === 'daily' ? `${week.done} of 7 days` : `${week.done} of ${week.goal} days this week`;
/** One day of the strip, as a screen reader says it: 'Mon, Nov 23: done (waiting to be sent)'. */
export const dayLabel = (day: string, done: boolean, waiting: boolean) =>
  `${new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })}: ` +
  `${done ? 'done' : 'not done'}${waiting ? ' (waiting to be sent)' : ''}`;

export const HABIT_TEXTS = {
  trainerTitle: 'Habits',
  trainerEmpty:
    'No habits yet. Add one the client can tick each day, such as "8,000 steps" or "In bed by 23:00".',
  clientTitle: "Today's habits",
  clientEmpty: 'No habits yet. Your trainer adds the habits you tick here each day.',
  add: 'Add habit',
  capReached: `This client has ${HABITS_ACTIVE_MAX} habits: remove one to add another.`,
  queued: 'Saved on this device; sent when you are back online.',
  rules: 'How streaks and adherence are counted',
  rulesText: HABIT_RULES,
  fourWeeks: 'last 4 weeks',
  markToday: 'Done today',
  doneToday: 'Done',
  refused: 'A tick could not be saved: the day is no longer one you can tick, or the habit was removed.',
  dismiss: 'Dismiss',
  removeConfirm: 'The client no longer sees it; the days ticked stay in the history.',
  notificationTitle: 'Your trainer gave you a new habit',
} as const;
