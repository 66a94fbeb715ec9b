import { describe, expect, it } from 'vitest';
import { draftFromExercise, modifyPerformance } from './client-workout-feedback.ts';
import { makeExercise, makeSetRow, makeWorkout } from './client-workout-fixtures.ts';
import { fillFromPrevious } from './fill-from-previous.ts';

describe('same as last time', () => {
  const sets = [1, 2, 3].map((n) =>
    makeSetRow({ setNumber: n, targetReps: 8, targetWeight: '100', weightUnit: 'kg' }),
  );
  const exercise = makeExercise({ sets });
  const previous = {
    date: '2026-03-01T18:00:00.000Z',
    workoutId: makeWorkout().id,
    sets: [
      { setNumber: 1, actualReps: 10, actualWeight: '102.5', weightUnit: 'kg' as const },
      { setNumber: 2, actualReps: 9, actualWeight: '225', weightUnit: 'lbs' as const },
    ],
  };

  it('fills the sets both sides have, as modified, and leaves the rest and the notes alone', () => {
    const d = fillFromPrevious(exercise, { ...draftFromExercise(exercise), notes: 'Easy' }, previous);
    expect(d.completedAsPrescribed).toBe(false);
    expect(d.notes).toBe('Easy');
    expect(d.sets.map((s) => [s.actualReps, s.actualWeight, s.actualWeightUnit])).toEqual([
      ['10', '102.5', 'kg'],
      // Done in pounds on a set prescribed in kilograms: copied as it was done, in pounds.
      ['9', '225', 'lbs'],
      ['8', '100', 'kg'],
    ]);
  });

  it('keeps what a set holds where last time recorded nothing', () => {
    const typed = modifyPerformance(draftFromExercise(exercise), 'lbs');
    const d = fillFromPrevious(exercise, typed, {
      ...previous,
      sets: [{ setNumber: 1, actualReps: 12, actualWeight: null, weightUnit: null }],
    });
    expect(d.sets[0]).toMatchObject({ actualReps: '12', actualWeight: '', actualWeightUnit: 'lbs' });
  });

  it('fills each set from the set of the same number, when last time a middle set was left empty', () => {
    const d = fillFromPrevious(exercise, draftFromExercise(exercise), {
      ...previous,
      sets: [
        { setNumber: 1, actualReps: 10, actualWeight: '100', weightUnit: 'kg' },
        { setNumber: 3, actualReps: 6, actualWeight: '110', weightUnit: 'kg' },
      ],
    });
    expect(d.sets.map((s) => [s.actualReps, s.actualWeight])).toEqual([
      ['10', '100'],
      // Skipped last time: what it holds stays.
      ['8', '100'],
      ['6', '110'],
    ]);
  });
});
