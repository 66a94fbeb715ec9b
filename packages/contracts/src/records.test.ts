import { describe, expect, it } from 'vitest';
import { describeRecord, formatWeight } from './records.ts';

describe('records', () => {
  it('describes a record as the celebration says it', () => {
    expect(
      describeRecord({
        exerciseName: 'Back Squat',
        bestWeight: 100,
        weightUnit: 'kg',
        reps: 5,
        estimatedOneRepMax: 116.66666,
      }),
    ).toBe('Back Squat 100 kg × 5 (est. 1RM 116.7 kg)');
    expect(formatWeight(225.04, 'lbs')).toBe('225 lbs');
    expect(formatWeight(62.5, 'kg')).toBe('62.5 kg');
  });
});
