import { describe, expect, it } from 'vitest';
import { addDays, earlierRun, habitChange, habitInput, habitStats, isTickable, mondayOf } from './habits.ts';

const daily = { frequency: 'daily', daysPerWeek: null } as const;
const gym3 = { frequency: 'weekly', daysPerWeek: 3 } as const;
/** `n` days ending at `end`, each a tick. */
const run = (end: string, n: number) => Array.from({ length: n }, (_, i) => addDays(end, -i));

// 2026-11-25 is a Wednesday; its week starts on Monday 2026-11-23.
const WED = '2026-11-25';

describe('days and weeks', () => {
  it('finds the Monday of a week, across a month and a year', () => {
    expect(mondayOf(WED)).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('lets a client tick today and the 6 days before, never the future', () => {
    expect(isTickable(WED, WED)).toBe(true);
    expect(isTickable('2026-11-19', WED)).toBe(true);
    expect(isTickable('2026-11-18', WED)).toBe(false);
    expect(isTickable('2026-11-26', WED)).toBe(false);
  });
});

describe('a daily habit', () => {
  it('counts the days in a row up to today, or yesterday while today is not ticked', () => {
    expect(habitStats(daily, run(WED, 3), WED).streak).toBe(3);
    expect(habitStats(daily, run(addDays(WED, -1), 4), WED).streak).toBe(4);
    // Ticked up to two days ago: the streak is broken.
    expect(habitStats(daily, run(addDays(WED, -2), 4), WED).streak).toBe(0);
    expect(habitStats(daily, [], WED).streak).toBe(0);
  });

  it('continues a streak that fills the history with the run before it', () => {
    const ticks = run(WED, 40);
    const before = earlierRun(daily, ticks, WED);
    expect(before).toBe(12);
    expect(habitStats(daily, ticks.slice(0, 28), WED, before).streak).toBe(40);
    // A gap inside the four weeks: the run before does not count.
    expect(habitStats(daily, ticks.slice(0, 10), WED, before).streak).toBe(10);
  });

  it('adheres over the last 7 days and the last 28', () => {
    const stats = habitStats(daily, [...run(WED, 5), addDays(WED, -20)], WED);
    expect(stats.week).toEqual({ done: 5, goal: 7 });
    expect(stats.adherence).toBeCloseTo(5 / 7);
    expect(stats.adherence4Weeks).toBeCloseTo(6 / 28);
    // Ticks outside the window or in the future count for nothing.
    expect(habitStats(daily, [addDays(WED, 1), addDays(WED, -28)], WED).adherence4Weeks).toBe(0);
  });
});

describe('a weekly habit, 3 days a week', () => {
  const week = (monday: string, days: number) => run(addDays(monday, days - 1), days);

  it('counts the weeks reaching the goal, this week once reached, else up to last week', () => {
    const last = ['2026-11-16', '2026-11-09', '2026-11-02'].flatMap((m) => week(m, 3));
    expect(habitStats(gym3, last, WED).streak).toBe(3);
    expect(habitStats(gym3, [...last, ...week('2026-11-23', 3)], WED).streak).toBe(4);
    // Two days this week: not reached yet, the streak still holds last week's.
    expect(habitStats(gym3, [...last, ...week('2026-11-23', 2)], WED).streak).toBe(3);
    // Last week short: broken.
    expect(habitStats(gym3, week('2026-11-09', 3), WED).streak).toBe(0);
  });

  it('adheres this week as ticks of the goal (capped) and over the last four weeks', () => {
    const ticks = [...week('2026-11-23', 3), ...week('2026-11-16', 1), ...week('2026-11-09', 5)];
    const stats = habitStats(gym3, ticks, WED);
    expect(stats.week).toEqual({ done: 3, goal: 3 });
    expect(stats.adherence).toBe(1);
    // min(3,3) + min(1,3) + min(5,3) + 0 of 12
    expect(stats.adherence4Weeks).toBeCloseTo(7 / 12);
  });

  it('turns on Monday: a new week starts from nothing', () => {
    const monday = '2026-11-30';
    const stats = habitStats(gym3, week('2026-11-23', 3), monday);
    expect(stats.week.done).toBe(0);
    expect(stats.streak).toBe(1);
  });

  it('continues a streak older than the four weeks with the run before them', () => {
    const mondays = Array.from({ length: 8 }, (_, i) => addDays('2026-11-23', -7 * i));
    const ticks = mondays.flatMap((m) => week(m, 3));
    const before = earlierRun(gym3, ticks, WED);
    expect(before).toBe(4);
    expect(
      habitStats(
        gym3,
        ticks.filter((d) => d >= addDays(WED, -27)),
        WED,
        before,
      ).streak,
    ).toBe(8);
  });
});

describe('the inputs', () => {
  it('takes a daily habit, and a weekly one with its days', () => {
    expect(habitInput.parse({ name: ' 8,000 steps ', frequency: 'daily', daysPerWeek: 4 })).toEqual({
      name: '8,000 steps',
      frequency: 'daily',
      daysPerWeek: null,
    });
    expect(habitInput.parse({ name: 'Gym class', frequency: 'weekly', daysPerWeek: 3 }).daysPerWeek).toBe(3);
  });

  it('refuses a missing or long name, a weekly habit without days and days out of 1-7', () => {
    const issues = (v: unknown) =>
      Object.fromEntries(
        (habitInput.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
      );
    expect(issues({ name: ' ', frequency: 'daily' })).toEqual({ name: 'Habit name is required' });
    expect(issues({ name: 'x'.repeat(81), frequency: 'daily' })).toEqual({
      name: 'Habit name must be at most 80 characters',
    });
    expect(issues({ name: 'Gym', frequency: 'weekly' })).toEqual({
      daysPerWeek: 'Enter how many days a week',
    });
    expect(issues({ name: 'Gym', frequency: 'weekly', daysPerWeek: 8 })).toEqual({
      daysPerWeek: 'Days per week must be a whole number from 1 to 7',
    });
    expect(issues({ name: 'Gym', frequency: 'monthly' })).toEqual({
      frequency: 'Frequency must be daily or weekly',
    });
  });

  it('changes the name, or the frequency with its days, and refuses a change of nothing', () => {
    expect(habitChange.parse({ name: 'Water' })).toEqual({
      name: 'Water',
      frequency: undefined,
      daysPerWeek: undefined,
    });
    expect(habitChange.parse({ frequency: 'daily' }).daysPerWeek).toBeNull();
    expect(habitChange.safeParse({}).success).toBe(false);
  });
});
