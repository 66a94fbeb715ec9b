import { describe, expect, it } from 'vitest';
import {
  completeAsAssigned,
  draftFromExercise,
  draftFromWorkout,
  fillSetFromTargets,
  modifyPerformance,
} from './client-workout-feedback.ts';
import { buildFeedbackBody } from './feedback-body.ts';
import { formErrors, makeExercise, makeSetRow, makeWorkout } from './client-workout-fixtures.ts';

describe('the unit of each actual weight', () => {
  const rows = [
    makeSetRow({ targetWeight: '100', weightUnit: 'lbs' }),
    makeSetRow({ setNumber: 2, targetWeight: '', weightUnit: 'lbs' }),
    makeSetRow({ setNumber: 3, targetWeight: '100', actualWeight: '60', actualWeightUnit: 'kg' }),
    // Recorded before a unit could be chosen: in the prescribed one.
    makeSetRow({ setNumber: 4, targetWeight: '100', weightUnit: 'kg', actualWeight: '90' }),
  ];
  const exercise = makeExercise({ completedAsPrescribed: false, sets: rows });
  const units = (d: { sets: { actualWeightUnit: string }[] }) => d.sets.map((s) => s.actualWeightUnit);

  it('on load: the unit entered, the target’s while it holds the target, else the client’s own', () => {
    expect(units(draftFromExercise(exercise, 'kg'))).toEqual(['lbs', 'kg', 'kg', 'kg']);
    expect(units(draftFromExercise(exercise, 'lbs'))).toEqual(['lbs', 'lbs', 'kg', 'kg']);
  });

  it('modify starts every set in the client’s unit; as assigned copies the targets in the prescribed one', () => {
    const modified = modifyPerformance(draftFromExercise(exercise, 'kg'), 'kg');
    expect(units(modified)).toEqual(['kg', 'kg', 'kg', 'kg']);
    expect(units(completeAsAssigned(exercise, modified))).toEqual(['lbs', 'lbs', 'lbs', 'kg']);
  });

  it('a set ticked done with its weight empty takes the target in its unit; a typed weight keeps its own', () => {
    const typed = modifyPerformance(draftFromExercise(exercise, 'kg'), 'kg');
    typed.sets[1] = { ...typed.sets[1]!, actualWeight: '40' };
    const first = fillSetFromTargets(exercise, typed, rows[0]!.id);
    expect(first.sets[0]).toMatchObject({ actualWeight: '100', actualWeightUnit: 'lbs' });
    const second = fillSetFromTargets(exercise, typed, rows[1]!.id);
    expect(second.sets[1]).toMatchObject({ actualWeight: '40', actualWeightUnit: 'kg' });
  });

  it('is sent with each weight, and null without one', async () => {
    const w = makeWorkout();
    w.sets[0]!.exercises = [exercise];
    const draft = draftFromWorkout(w, 'kg');
    const body = buildFeedbackBody(w, draft);
    expect(body.sets[0]!.exercises![0]!.sets!.map((s) => [s.actualWeight, s.actualWeightUnit])).toEqual([
      ['100', 'lbs'],
      [null, null],
      ['60', 'kg'],
      ['90', 'kg'],
    ]);
    expect(await formErrors(w, draft)).toEqual({});
  });
});
