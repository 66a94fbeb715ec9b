import { describe, expect, it } from 'vitest';
import { mealListQuery } from './meals.ts';
import { calendarDateLabel } from './time-and-units.ts';
import { calendarDate, completeInput } from './workouts.ts';

describe('calendar dates', () => {
  const date = calendarDate('Date is required');

  it('takes real days from year 1 to 9999', () => {
    for (const v of ['0001-01-01', '2028-02-29', '2000-02-29', '2026-04-30', '9999-12-31'])
      expect(date.safeParse(v).success).toBe(true);
  });

  // Year 0 exists for JavaScript's Date but not for PostgreSQL: the server answered 500 for it.
  it('refuses year 0, impossible days and other shapes', () => {
    for (const v of [
      '0000-01-01',
      '2026-02-29',
      '2026-02-30',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
      '20260101',
      '+275760-09-13',
    ])
      expect(date.safeParse(v).error?.issues[0]?.message).toBe('Enter a date as YYYY-MM-DD');
    expect(mealListQuery.safeParse({ date: '0000-01-01' }).success).toBe(false);
  });

  it('a workout is completed after 1900, in any offset', () => {
    const completed = (completedDate: string) =>
      completeInput.safeParse({ status: 'COMPLETED', completedDate }).error?.issues[0]?.message;
    expect(completed('1900-01-01T00:00:00Z')).toBeUndefined();
    expect(completed('2026-11-21T08:30:00+14:00')).toBeUndefined();
    for (const v of ['1899-12-31T23:59:59Z', '1900-01-01T00:00:00+01:00', '0000-06-15T12:00:00Z'])
      expect(completed(v)).toBe('Completed date is too far in the past');
  });
});

describe('calendar date labels', () => {
  it('print a calendar date as the app does elsewhere, the same day in any time zone', () => {
    expect(calendarDateLabel('2026-11-24')).toBe('Nov 24, 2026');
    expect(calendarDateLabel('2027-01-01')).toBe('Jan 1, 2027');
    expect(calendarDateLabel('2026-12-31')).toBe('Dec 31, 2026');
  });
});
