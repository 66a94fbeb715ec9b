import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from '../test/render-app.tsx';
import { useAuthStore } from './auth-store.ts';
import { formatOptionalDate, todayCalendarDate, todayIn } from './calendar-date.ts';

describe('today in a time zone', () => {
  afterEach(() => useAuthStore.getState().logout());

  it('is the day it is there, on either side of midnight', () => {
    // Half past midnight on the 25th in Auckland (UTC+13 in November) is still the 24th in Los Angeles.
    const aucklandMidnight = new Date('2026-11-24T11:30:00Z');
    expect(todayIn('Pacific/Auckland', aucklandMidnight)).toBe('2026-11-25');
    expect(todayIn('America/Los_Angeles', aucklandMidnight)).toBe('2026-11-24');
    expect(todayIn('Pacific/Auckland', new Date('2026-11-24T10:59:59Z'))).toBe('2026-11-24');
    // Half past eleven at night on the 24th in Los Angeles (UTC-8) is the 25th everywhere east of it.
    const losAngelesLate = new Date('2026-11-25T07:30:00Z');
    expect(todayIn('America/Los_Angeles', losAngelesLate)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-25T08:00:00Z'))).toBe('2026-11-25');
    expect(todayIn('UTC', losAngelesLate)).toBe('2026-11-25');
  });

  it("follows the signed-in user's time zone", () => {
    const at = new Date('2026-11-24T11:30:00Z');
    signIn(['CLIENT'], { preferences: { weightUnit: 'kg', timeZone: 'Pacific/Auckland', restSeconds: 90 } });
    expect(todayCalendarDate(at)).toBe('2026-11-25');
    signIn(['CLIENT'], {
      preferences: { weightUnit: 'kg', timeZone: 'America/Los_Angeles', restSeconds: 90 },
    });
    expect(todayCalendarDate(at)).toBe('2026-11-24');
  });

  it("is the device's day for a zone the runtime does not know", () => {
    const at = new Date(2026, 10, 24, 12);
    expect(todayIn('Mars/Olympus', at)).toBe('2026-11-24');
  });
});

describe('formatOptionalDate', () => {
  it('shows a calendar date as that day, short month, day, year', () => {
    expect(formatOptionalDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatOptionalDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('shows a timestamp in short form', () => {
    expect(formatOptionalDate('2026-07-14T12:00:00.000Z')).toBe('Jul 14, 2026');
  });

  it('gives null for nothing or garbage', () => {
    expect(formatOptionalDate(null)).toBeNull();
    expect(formatOptionalDate('')).toBeNull();
    expect(formatOptionalDate('soon')).toBeNull();
  });
});
