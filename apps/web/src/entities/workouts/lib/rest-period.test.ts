import { describe, expect, it } from 'vitest';
import { formatRest, restPeriodSeconds } from './rest-period.ts';

describe('restPeriodSeconds', () => {
  /** What each way trainers write a rest (or no rest at all) reads as, in seconds. */
  const readings: Record<string, number> = {
    '90': 90,
    '90s': 90,
    '90 sec': 90,
    '45 seconds': 45,
    '2 min': 120,
    '2 Minutes': 120,
    '1.5 min': 90,
    '1:30': 90,
    '1m30s': 90,
    '1 min 30 sec': 90,
    '2 minutes and 15 seconds': 135,
    '60-90s': 60,
    '2-3 min': 120,
    '0': 0,
    None: 0,
  };

  it.each(Object.entries(readings))('reads %j as %i seconds', (text, seconds) => {
    expect(restPeriodSeconds(text)).toBe(seconds);
  });

  it.each(['', '   ', 'as needed', '90 parsecs', '3 hours'])(
    'answers null for %j, which it cannot read',
    (text) => {
      expect(restPeriodSeconds(text)).toBeNull();
    },
  );
});

describe('formatRest', () => {
  it('shows mm:ss, rounding up to the next whole second', () => {
    expect(formatRest(90_000)).toBe('01:30');
    expect(formatRest(89_001)).toBe('01:30');
    expect(formatRest(9_000)).toBe('00:09');
    expect(formatRest(0)).toBe('00:00');
    expect(formatRest(-5)).toBe('00:00');
    expect(formatRest(600_000)).toBe('10:00');
  });
});
