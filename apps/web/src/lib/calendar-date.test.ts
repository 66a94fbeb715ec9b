import { describe, expect, it } from 'vitest';
import { formatOptionalDate } from './calendar-date.ts';

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
