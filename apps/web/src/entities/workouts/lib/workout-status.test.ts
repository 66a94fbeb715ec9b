import { describe, expect, it } from 'vitest';
import { isCompletedWorkout } from './workout-status.ts';

describe('isCompletedWorkout', () => {
  it('counts as completed a COMPLETED status or a completion date', () => {
    expect(isCompletedWorkout({ status: 'COMPLETED', completedDate: null })).toBe(true);
    expect(isCompletedWorkout({ status: 'SCHEDULED', completedDate: '2026-03-01T10:00:00.000Z' })).toBe(true);
    expect(isCompletedWorkout({ status: 'SCHEDULED', completedDate: null })).toBe(false);
  });
});
