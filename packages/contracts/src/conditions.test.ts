import { describe, expect, it } from 'vitest';
import { conditionList, conditionWarnings } from './conditions.ts';

describe('conditions', () => {
  it('a list keeps each known condition once, in the vocabulary order', () => {
    expect(conditionList.parse(['shoulder', 'knee', 'knee'])).toEqual(['knee', 'shoulder']);
    expect(conditionList.safeParse(['elbow']).error?.issues[0]?.message).toBe('Unknown condition');
  });

  it('warns once per exercise and condition the client has, in plan order', () => {
    const squat = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Back Squat',
      contraindications: ['knee', 'lower-back'] as const,
    };
    const press = {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Overhead Press',
      contraindications: ['shoulder'] as const,
    };
    const warnings = conditionWarnings(['knee', 'shoulder'], [squat, press, squat]);
    expect(warnings.map((w) => [w.exerciseName, w.condition, w.message])).toEqual([
      ['Back Squat', 'knee', 'Back Squat is contraindicated for knee'],
      ['Overhead Press', 'shoulder', 'Overhead Press is contraindicated for shoulder'],
    ]);
    expect(conditionWarnings([], [squat])).toEqual([]);
  });
});
