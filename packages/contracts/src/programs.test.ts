import { describe, expect, it } from 'vitest';
import { programDayDate, programFitsCalendar, programInput } from './programs.ts';

const id = '11111111-1111-4111-8111-111111111111';

describe('programDayDate', () => {
  it.each([
    // start (a Wednesday), week, day → date or skipped
    ['2027-01-06', 1, 1, null],
    ['2027-01-06', 1, 2, null],
    ['2027-01-06', 1, 3, '2027-01-06'],
    ['2027-01-06', 1, 7, '2027-01-10'],
    ['2027-01-06', 2, 1, '2027-01-11'],
    ['2027-01-06', 12, 5, '2027-03-26'],
    // a Monday start keeps every day; a Sunday start keeps only Sunday of week 1
    ['2027-01-04', 1, 1, '2027-01-04'],
    ['2027-01-10', 1, 6, null],
    ['2027-01-10', 1, 7, '2027-01-10'],
    // across a year end and a leap day
    ['2027-12-29', 1, 5, '2027-12-31'],
    ['2027-12-29', 2, 1, '2028-01-03'],
    ['2028-02-28', 1, 2, '2028-02-29'],
  ] as const)('%s week %i day %i → %s', (start, week, day, expected) => {
    expect(programDayDate(start, week, day)).toBe(expected);
  });

  it('knows when a program would run past the calendar', () => {
    expect(programFitsCalendar('2027-01-06', 52)).toBe(true);
    expect(programFitsCalendar('9999-12-26', 1)).toBe(true);
    expect(programFitsCalendar('9999-12-27', 1)).toBe(false);
    expect(programFitsCalendar('9999-01-05', 52)).toBe(false);
  });
});

describe('programInput', () => {
  const base = { name: 'P', weeks: 2, days: [{ week: 1, dayOfWeek: 1, templateId: id }] };

  it('takes a valid program', () => {
    expect(programInput.parse(base)).toEqual({ ...base, description: '' });
  });

  it('refuses a week beyond the length and two templates on one day, saying where', () => {
    const r = programInput.safeParse({
      ...base,
      days: [
        { week: 3, dayOfWeek: 1, templateId: id },
        { week: 1, dayOfWeek: 2, templateId: id },
        { week: 1, dayOfWeek: 2, templateId: id },
      ],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['days.0.week', "Week 3 is beyond the program's 2 weeks"],
      ['days.2.dayOfWeek', 'Week 1, Tue has two templates'],
    ]);
  });
});
