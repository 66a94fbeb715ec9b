import { describe, expect, it } from 'vitest';
import { makeSummary } from './client-workout-fixtures.ts';
import { isCompletedWorkout, splitWorkouts } from './client-workout-lists.ts';

describe('splitWorkouts', () => {
  it('counts as completed a COMPLETED status or a completion date', () => {
    expect(isCompletedWorkout({ status: 'COMPLETED', completedDate: null })).toBe(true);
    expect(isCompletedWorkout({ status: 'SCHEDULED', completedDate: '2026-03-01T10:00:00.000Z' })).toBe(true);
    expect(isCompletedWorkout({ status: 'SCHEDULED', completedDate: null })).toBe(false);
  });

  it('sorts scheduled by scheduled date, else creation date, newest first', () => {
    const a = makeSummary({ name: 'A', scheduledDate: '2026-03-01' });
    const b = makeSummary({ name: 'B', scheduledDate: null, createdAt: '2026-03-10T08:00:00.000Z' });
    const c = makeSummary({ name: 'C', scheduledDate: '2026-03-20' });
    const d = makeSummary({ name: 'D', scheduledDate: null, createdAt: '2026-02-01T08:00:00.000Z' });
    const { scheduled, completed } = splitWorkouts([a, b, c, d]);
    expect(scheduled.map((w) => w.name)).toEqual(['C', 'B', 'A', 'D']);
    expect(completed).toEqual([]);
  });

  it('sorts completed by completion date, newest first, and leaves them out of scheduled', () => {
    const x = makeSummary({ name: 'X', status: 'COMPLETED', completedDate: '2026-03-02T10:00:00.000Z' });
    const y = makeSummary({ name: 'Y', status: 'COMPLETED', completedDate: '2026-03-09T10:00:00.000Z' });
    const z = makeSummary({ name: 'Z', status: 'SCHEDULED', completedDate: '2026-03-05T10:00:00.000Z' });
    const s = makeSummary({ name: 'S' });
    const { scheduled, completed } = splitWorkouts([x, s, y, z]);
    expect(completed.map((w) => w.name)).toEqual(['Y', 'Z', 'X']);
    expect(scheduled.map((w) => w.name)).toEqual(['S']);
  });

  it('does not change the list it is given', () => {
    const list = [makeSummary({ scheduledDate: '2026-01-01' }), makeSummary({ scheduledDate: '2026-02-01' })];
    const copy = [...list];
    splitWorkouts(list);
    expect(list).toEqual(copy);
  });
});
