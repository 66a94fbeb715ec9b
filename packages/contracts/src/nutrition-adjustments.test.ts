import { describe, expect, it } from 'vitest';
import {
  adjustmentNotificationBody,
  isoWeekOf,
  proposeAdjustment,
  shiftDay,
  weeklyAverages,
  type WeekAverage,
} from './nutrition-adjustments.ts';

const day = { kcal: 2000, protein: 150, carbs: 200, fat: 60, fiber: null };
const light = { kcal: 850, protein: 60, carbs: 90, fat: 25, fiber: null };
const targets = (goal: number | null, kcal = 2000) => ({
  day: kcal < 1000 ? { ...light, kcal } : { ...day, kcal },
  restDay: null,
  goalRateKgPerWeek: goal,
});
const weeks = (before: number, last: number, entries = 2): WeekAverage[] => [
  { week: 'w1', start: '', end: '', averageKg: null, entries: 0 },
  { week: 'w2', start: '', end: '', averageKg: before, entries },
  { week: 'w3', start: '', end: '', averageKg: last, entries },
];

describe('ISO weeks', () => {
  it.each([
    ['2026-11-27', '2026-W48', '2026-11-23'],
    ['2026-11-23', '2026-W48', '2026-11-23'],
    ['2026-11-29', '2026-W48', '2026-11-23'],
    // 1 January 2027 is a Friday: the last week of 2026, which has 53.
    ['2027-01-01', '2026-W53', '2026-12-28'],
    ['2025-12-29', '2026-W01', '2025-12-29'],
  ])('%s is in %s (Monday %s)', (date, week, monday) => {
    expect(isoWeekOf(date)).toEqual({ week, monday });
  });

  it('averages each of the three complete weeks before, the oldest first', () => {
    const averages = weeklyAverages(
      [
        { date: '2026-11-02', weightKg: 81 },
        { date: '2026-11-09', weightKg: 80 },
        { date: '2026-11-15', weightKg: 79.5 },
        { date: '2026-11-22', weightKg: 79 },
        { date: '2026-11-23', weightKg: 70 },
      ],
      '2026-11-23',
    );
    expect(averages).toEqual([
      { week: '2026-W45', start: '2026-11-02', end: '2026-11-08', averageKg: 81, entries: 1 },
      { week: '2026-W46', start: '2026-11-09', end: '2026-11-15', averageKg: 79.75, entries: 2 },
      { week: '2026-W47', start: '2026-11-16', end: '2026-11-22', averageKg: 79, entries: 1 },
    ]);
  });
});

describe('the proposal', () => {
  it('is on track at exactly 0.1 kg a week from the goal, and proposes past it', () => {
    expect(proposeAdjustment(weeks(80, 79.6), targets(-0.5))).toEqual({ kind: 'none', reason: 'on-track' });
    expect(proposeAdjustment(weeks(80, 79.8), targets(-0.1))).toEqual({ kind: 'none', reason: 'on-track' });
    expect(proposeAdjustment(weeks(80, 79.61), targets(-0.5))).toMatchObject({ kcalChange: -120 });
  });

  it('needs two entries in each of the two weeks', () => {
    expect(proposeAdjustment(weeks(80, 79, 1), targets(-0.5))).toEqual({
      kind: 'none',
      reason: 'not-enough-data',
    });
    expect(proposeAdjustment(weeks(80, 79, 2), targets(-0.5)).kind).toBe('proposal');
  });

  it('is capped at 300 kcal a step, and by the 800 kcal floor', () => {
    expect(proposeAdjustment(weeks(80, 81), targets(-0.5))).toMatchObject({
      kcalChange: -300,
      reasoning:
        'Gaining 1 kg a week against a goal of losing 0.5 kg a week: lower the calories by 300 kcal a day ' +
        '(at most 300 kcal in one step).',
    });
    expect(proposeAdjustment(weeks(80, 80), targets(-0.5, 850))).toMatchObject({ kcalChange: -50 });
    expect(proposeAdjustment(weeks(80, 80), targets(-0.5, 800))).toEqual({
      kind: 'none',
      reason: 'at-limit',
    });
  });

  it('keeps protein and moves carbohydrate and fat in proportion to their energy', () => {
    // 800 kcal of carbohydrate and 540 of fat: -200 kcal takes 119 from the one and 81 from the other.
    expect(shiftDay(day, -200)).toEqual({ kcal: 1800, protein: 150, carbs: 170, fat: 51, fiber: null });
    expect(shiftDay({ ...day, carbs: 0, fat: 0 }, 100)).toMatchObject({ carbs: 25, fat: 0 });
  });

  it('proposes nothing when the macros would not fit the lower calories', () => {
    const full = {
      day: { kcal: 2000, protein: 500, carbs: 50, fat: 5, fiber: null },
      restDay: null,
      goalRateKgPerWeek: -0.5,
    };
    expect(proposeAdjustment(weeks(80, 80), full)).toEqual({ kind: 'none', reason: 'macros' });
  });

  it("tells the client the new calories and the trend, not the trainer's advice", () => {
    const before = targets(-0.5);
    const after = { ...before, day: { ...day, kcal: 1800 } };
    expect(
      adjustmentNotificationBody(
        after,
        before,
        'Losing 0.1 kg a week against a goal of losing 0.5 kg a week: lower the calories by 200 kcal a day.',
        false,
      ),
    ).toBe('1,800 kcal a day (was 2,000). Losing 0.1 kg a week against a goal of losing 0.5 kg a week.');
  });
});
