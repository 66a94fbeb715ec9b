import { describe, expect, it } from 'vitest';
import { formatRest, restPeriodSeconds } from './rest-period.ts';

describe('restPeriodSeconds', () => {
  it('reads the ways trainers write a rest', () => {
    expect(restPeriodSeconds('90')).toBe(90);
    expect(restPeriodSeconds('90s')).toBe(90);
    expect(restPeriodSeconds('90 sec')).toBe(90);
    expect(restPeriodSeconds('45 seconds')).toBe(45);
    expect(restPeriodSeconds('2 min')).toBe(120);
    expect(restPeriodSeconds('2 Minutes')).toBe(120);
    expect(restPeriodSeconds('1.5 min')).toBe(90);
    expect(restPeriodSeconds('1:30')).toBe(90);
    expect(restPeriodSeconds('1m30s')).toBe(90);
    expect(restPeriodSeconds('1 min 30 sec')).toBe(90);
    expect(restPeriodSeconds('2 minutes and 15 seconds')).toBe(135);
    expect(restPeriodSeconds('60-90s')).toBe(60);
    expect(restPeriodSeconds('2-3 min')).toBe(120);
  });

  it('answers 0 for no rest and null for what it cannot read', () => {
    expect(restPeriodSeconds('0')).toBe(0);
    expect(restPeriodSeconds('None')).toBe(0);
    expect(restPeriodSeconds('')).toBeNull();
    expect(restPeriodSeconds('   ')).toBeNull();
    expect(restPeriodSeconds('as needed')).toBeNull();
    expect(restPeriodSeconds('90 parsecs')).toBeNull();
    expect(restPeriodSeconds('3 hours')).toBeNull();
  });
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
