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
  // mm:ss, rounding up to the next whole second.
  it.each<[number, string]>([
    [90_000, '01:30'],
    [89_001, '01:30'],
    [9_000, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
    [600_000, '10:00'],
  ])('shows %d ms as %s', (ms, clock) => {
    expect(formatRest(ms)).toBe(clock);
  });
});
