import { describe, expect, it } from 'vitest';
import { chipStatus, shiftView, startOfWeek, viewDays, viewTitle } from './calendar-range.ts';

describe('calendar ranges', () => {
  it('weeks run Monday to Sunday, across a year end', () => {
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(viewDays('week', '2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(viewTitle('week', '2027-01-01')).toBe('Dec 28 – Jan 3, 2027');
  });

  it('a month is whole weeks, never over 42 days (within what the server reads)', () => {
    const february = viewDays('month', '2027-02-14');
    expect([february[0], february.at(-1), february.length]).toEqual(['2027-02-01', '2027-02-28', 28]);
    const august = viewDays('month', '2026-08-31');
    expect([august[0], august.at(-1), august.length]).toEqual(['2026-07-27', '2026-09-06', 42]);
    expect(viewTitle('month', '2026-08-31')).toBe('August 2026');
  });

  it('steps by a week or a month', () => {
    expect(shiftView('week', '2026-11-25', 1)).toBe('2026-11-30');
    expect(shiftView('week', '2026-11-25', -1)).toBe('2026-11-16');
    expect(shiftView('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftView('month', '2026-01-31', -1)).toBe('2025-12-01');
  });

  it('a scheduled workout of a day before today is missed', () => {
    const today = '2026-11-24';
    expect(chipStatus({ status: 'SCHEDULED', scheduledDate: '2026-11-23' }, today)).toBe('missed');
    expect(chipStatus({ status: 'SCHEDULED', scheduledDate: today }, today)).toBe('scheduled');
    expect(chipStatus({ status: 'COMPLETED', scheduledDate: '2026-11-01' }, today)).toBe('completed');
  });
});
