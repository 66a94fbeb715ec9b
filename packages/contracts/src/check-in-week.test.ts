import { describe, expect, it } from 'vitest';
import { checkInWeek, convertUnit, measurementChanges, weekBefore, weightTrendOf } from './check-in-week.ts';

describe("a check-in's week", () => {
  it('is the 7 days ending on its day, and the week before it the 7 days before', () => {
    const week = checkInWeek('2026-11-27');
    expect(week).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(weekBefore(week)).toEqual({ from: '2026-11-14', to: '2026-11-20' });
  });

  it("averages each week's weights in the newest weight's unit, to one decimal", () => {
    const week = checkInWeek('2026-11-27');
    const trend = weightTrendOf(
      [
        { date: '2026-11-15', value: 80, unit: 'kg' },
        { date: '2026-11-18', value: 81, unit: 'kg' },
        { date: '2026-11-22', value: 174.2, unit: 'lbs' },
        { date: '2026-11-27', value: 174.8, unit: 'lbs' },
      ],
      week,
    );
    expect(trend).toMatchObject({ unit: 'lbs', average: 174.5, previousAverage: 177.5, change: -3 });
    expect(weightTrendOf([], week)).toBeNull();
    expect(weightTrendOf([{ date: '2026-11-27', value: 80, unit: 'kg' }], week)).toMatchObject({
      average: 80,
      previousAverage: null,
      change: null,
    });
  });

  it("sets each measurement beside the one before the week, converted to the newest's unit", () => {
    expect(
      measurementChanges(
        [
          { type: 'Waist', value: 34, unit: 'in', date: '2026-11-27' },
          { type: 'Hips', value: 100, unit: 'cm', date: '2026-11-26' },
        ],
        [{ type: 'Waist', value: 88.9, unit: 'cm', date: '2026-11-20' }],
      ),
    ).toEqual([
      { type: 'Waist', unit: 'in', value: 34, date: '2026-11-27', previous: 35, change: -1 },
      { type: 'Hips', unit: 'cm', value: 100, date: '2026-11-26', previous: null, change: null },
    ]);
    expect(convertUnit(10, 'kg', 'lbs')).toBeCloseTo(22.0462);
    expect(convertUnit(5, 'bpm', 'kg')).toBe(5);
  });
});
