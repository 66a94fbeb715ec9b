import { describe, expect, it } from 'vitest';
import { progressInput, rollingAverages } from './progress.ts';

const on = (date: string, value: number) => ({ date, value });

describe('rollingAverages', () => {
  it('averages the values of the 7 days ending on each date, that day included', () => {
    const points = [
      on('2026-11-01', 80),
      on('2026-11-03', 81),
      on('2026-11-07', 79), // 1st to 7th: three values
      on('2026-11-08', 78), // 2nd to 8th: the 1st falls out
      on('2026-11-20', 76), // alone in its week
    ];
    expect(rollingAverages(points)).toEqual([80, 80.5, 80, 79.3, 76]);
  });

  it('counts two entries of one day both, and gives nothing for no points', () => {
    expect(rollingAverages([on('2026-11-01', 80), on('2026-11-01', 81)])).toEqual([80, 80.5]);
    expect(rollingAverages([])).toEqual([]);
  });
});

describe('arm and thigh measurements', () => {
  it('are taken in cm or inches within their bounds', () => {
    const entry = (type: string, value: number, unit: string) =>
      progressInput.safeParse({ type, value, unit, date: '2026-11-01' });
    expect(entry('Arm', 35, 'cm').success).toBe(true);
    expect(entry('Thigh', 22, 'in').success).toBe(true);
    const tooBig = entry('Arm', 120, 'cm');
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0]?.message).toBe('Arm must be between 10 and 100 cm');
    expect(entry('Thigh', 30, 'kg').error?.issues[0]?.message).toBe('Unit for thigh must be cm or in');
  });
});
