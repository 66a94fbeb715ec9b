import { describe, expect, it } from 'vitest';
import {
  completeAsAssigned,
  draftFromExercise,
  draftFromWorkout,
  hasModifiedFeedback,
  modifyPerformance,
} from './client-workout-feedback.ts';
import { isDurationBased, isRepBased, setInputs } from './exercise-inputs.ts';
import { buildCompleteBody, buildFeedbackBody } from './feedback-body.ts';
import { fieldKey, formErrors, makeExercise, makeSetRow, makeWorkout } from './client-workout-fixtures.ts';

describe('rep-based and duration-based', () => {
  it('is rep-based when a set has targetReps above 0', () => {
    const e = makeExercise({ sets: [makeSetRow({ targetReps: 0 }), makeSetRow({ targetReps: 8 })] });
    expect(isRepBased(e)).toBe(true);
    expect(isDurationBased(e)).toBe(false);
  });

  it('is duration-based without reps but with a duration or a tempo', () => {
    expect(isDurationBased(makeExercise({ duration: '30s' }))).toBe(true);
    expect(isDurationBased(makeExercise({ tempo: '3-1-1', sets: [makeSetRow({ targetReps: 0 })] }))).toBe(
      true,
    );
    expect(isRepBased(makeExercise({ duration: '30s' }))).toBe(false);
  });

  it('is neither without reps, duration or tempo', () => {
    const e = makeExercise({ sets: [makeSetRow({ targetReps: 0 })] });
    expect(isRepBased(e)).toBe(false);
    expect(isDurationBased(e)).toBe(false);
  });
});

describe('which actual values each set takes', () => {
  it('a rep-based exercise: reps and weight, and its duration and tempo targets when it has them', () => {
    const sets = [makeSetRow({ targetReps: 8 })];
    expect(setInputs(makeExercise({ sets }))).toEqual({
      reps: true,
      weight: true,
      duration: false,
      tempo: false,
    });
    expect(setInputs(makeExercise({ sets, tempo: '3-1-1' }))).toMatchObject({ tempo: true, duration: false });
    expect(setInputs(makeExercise({ sets, duration: '40s' }))).toMatchObject({
      duration: true,
      tempo: false,
    });
  });

  it('a duration-based exercise: only what its sets prescribe (duration and tempo are taken once)', () => {
    const bare = makeExercise({
      duration: '40s',
      tempo: 'Hold',
      sets: [makeSetRow({ targetReps: 0, targetWeight: '' })],
    });
    expect(setInputs(bare)).toEqual({ reps: false, weight: false, duration: false, tempo: false });
    const weighted = makeExercise({
      duration: '40s',
      sets: [makeSetRow({ targetReps: 0, targetWeight: '20', targetDuration: '30s' })],
    });
    expect(setInputs(weighted)).toEqual({ reps: false, weight: true, duration: true, tempo: false });
  });

  it("as assigned, a set's duration is its own target, else its rep-based exercise's", () => {
    const own = makeSetRow({ targetReps: 5, targetDuration: '20s' });
    const plain = makeSetRow({ targetReps: 5 });
    const e = makeExercise({ duration: '40s', tempo: '2-0-2', sets: [own, plain] });
    expect(
      completeAsAssigned(e, draftFromExercise(e)).sets.map((s) => [s.actualDuration, s.actualTempo]),
    ).toEqual([
      ['20s', '2-0-2'],
      ['40s', '2-0-2'],
    ]);
  });
});

describe('defaults on load', () => {
  it('defaults empty actual values to the targets', () => {
    const set = makeSetRow({ targetReps: 8, targetWeight: '100', targetDuration: '' });
    const e = makeExercise({ duration: '', tempo: '2-0-2', sets: [set] });
    expect(draftFromExercise(e)).toEqual({
      id: e.id,
      completedAsPrescribed: true,
      notes: '',
      actualDuration: '',
      actualTempo: '2-0-2',
      sets: [
        {
          id: set.id,
          actualReps: '8',
          actualWeight: '100',
          actualWeightUnit: 'lbs',
          actualDuration: '',
          actualTempo: '2-0-2',
        },
      ],
    });
  });

  it('keeps the values the server holds', () => {
    const set = makeSetRow({ targetReps: 8, targetWeight: '100', actualReps: 6, actualWeight: '90' });
    const e = makeExercise({
      completedAsPrescribed: false,
      notes: 'Tough',
      duration: '30s',
      actualDuration: '25s',
      sets: [set],
    });
    const d = draftFromExercise(e);
    expect(d.completedAsPrescribed).toBe(false);
    expect(d.notes).toBe('Tough');
    expect(d.actualDuration).toBe('25s');
    expect(d.sets[0]).toMatchObject({ actualReps: '6', actualWeight: '90' });
  });

  it('keeps a stored 0 reps rather than the target', () => {
    const e = makeExercise({ sets: [makeSetRow({ targetReps: 8, actualReps: 0 })] });
    expect(draftFromExercise(e).sets[0]?.actualReps).toBe('0');
  });

  it('drafts every exercise of every block', () => {
    const w = makeWorkout();
    expect(Object.keys(draftFromWorkout(w))).toEqual(w.sets.flatMap((b) => b.exercises.map((e) => e.id)));
  });
});

describe('as assigned and modify', () => {
  const set = makeSetRow({ targetReps: 12, targetWeight: '50', targetDuration: '' });
  const exercise = makeExercise({ duration: '40s', tempo: 'Slow', sets: [set] });

  it('modify clears every actual value, keeps notes and marks not as prescribed', () => {
    const d = modifyPerformance({ ...draftFromExercise(exercise), notes: 'Felt good' });
    expect(d).toEqual({
      id: exercise.id,
      completedAsPrescribed: false,
      notes: 'Felt good',
      actualDuration: '',
      actualTempo: '',
      sets: [
        {
          id: set.id,
          actualReps: '',
          actualWeight: '',
          actualWeightUnit: 'lbs',
          actualDuration: '',
          actualTempo: '',
        },
      ],
    });
  });

  it('as assigned copies the targets back, keeps notes and marks as prescribed', () => {
    const typed = { ...modifyPerformance(draftFromExercise(exercise)), notes: 'Knee ok' };
    typed.sets = [{ ...typed.sets[0]!, actualReps: '3', actualWeight: '20' }];
    const d = completeAsAssigned(exercise, typed);
    expect(d).toEqual({
      id: exercise.id,
      completedAsPrescribed: true,
      notes: 'Knee ok',
      actualDuration: '40s',
      actualTempo: 'Slow',
      sets: [
        {
          id: set.id,
          actualReps: '12',
          actualWeight: '50',
          actualWeightUnit: 'lbs',
          actualDuration: '40s',
          actualTempo: 'Slow',
        },
      ],
    });
  });
});

describe('hasModifiedFeedback', () => {
  const repExercise = makeExercise({
    sets: [makeSetRow({ targetReps: 10 }), makeSetRow({ setNumber: 2, targetReps: 10 })],
  });
  const durationExercise = makeExercise({ duration: '30s' });

  it('is true with notes, whatever the choice', () => {
    expect(hasModifiedFeedback(repExercise, { ...draftFromExercise(repExercise), notes: 'x' })).toBe(true);
  });

  it('is false when as prescribed without notes', () => {
    expect(hasModifiedFeedback(repExercise, draftFromExercise(repExercise))).toBe(false);
    expect(hasModifiedFeedback(durationExercise, draftFromExercise(durationExercise))).toBe(false);
  });

  it('when modified: true only when every set has reps above 0 and a weight', () => {
    const cleared = modifyPerformance(draftFromExercise(repExercise));
    expect(hasModifiedFeedback(repExercise, cleared)).toBe(false);
    const partly = {
      ...cleared,
      sets: [{ ...cleared.sets[0]!, actualReps: '8', actualWeight: '100' }, cleared.sets[1]!],
    };
    expect(hasModifiedFeedback(repExercise, partly)).toBe(false);
    const zeroReps = {
      ...partly,
      sets: [partly.sets[0]!, { ...partly.sets[1]!, actualReps: '0', actualWeight: '90' }],
    };
    expect(hasModifiedFeedback(repExercise, zeroReps)).toBe(false);
    const all = {
      ...partly,
      sets: [partly.sets[0]!, { ...partly.sets[1]!, actualReps: '7', actualWeight: '90' }],
    };
    expect(hasModifiedFeedback(repExercise, all)).toBe(true);
  });

  it('when modified: a duration-based exercise with an actual duration or tempo', () => {
    const cleared = modifyPerformance(draftFromExercise(durationExercise));
    expect(hasModifiedFeedback(durationExercise, cleared)).toBe(false);
    expect(hasModifiedFeedback(durationExercise, { ...cleared, actualDuration: '25s' })).toBe(true);
    expect(hasModifiedFeedback(durationExercise, { ...cleared, actualTempo: 'fast' })).toBe(true);
  });
});

describe('the PATCH bodies', () => {
  it('sends every block, exercise and set with its actual values (empty text as null)', () => {
    const w = makeWorkout();
    const [squat, plank] = w.sets[0]!.exercises;
    const draft = draftFromWorkout(w);
    draft[squat!.id] = {
      ...modifyPerformance(draft[squat!.id]!),
      notes: '  Heavy today ',
    };
    draft[squat!.id]!.sets[0] = { ...draft[squat!.id]!.sets[0]!, actualReps: '7', actualWeight: '130' };
    expect(buildFeedbackBody(w, draft)).toEqual({
      sets: [
        {
          id: w.sets[0]!.id,
          exercises: [
            {
              id: squat!.id,
              notes: 'Heavy today',
              completedAsPrescribed: false,
              actualDuration: null,
              actualTempo: null,
              sets: squat!.sets.map((s, i) => ({
                id: s.id,
                actualReps: i === 0 ? 7 : null,
                actualWeight: i === 0 ? '130' : null,
                actualWeightUnit: i === 0 ? 'lbs' : null,
                actualDuration: null,
                actualTempo: null,
              })),
            },
            {
              id: plank!.id,
              notes: null,
              completedAsPrescribed: true,
              actualDuration: '45s',
              actualTempo: 'Hold',
              sets: [],
            },
          ],
        },
      ],
    });
  });

  it('adds status COMPLETED and the completion timestamp', () => {
    const w = makeWorkout();
    const now = new Date('2026-03-05T18:30:00.000Z');
    const body = buildCompleteBody(w, draftFromWorkout(w), now);
    expect(body.status).toBe('COMPLETED');
    expect(body.completedDate).toBe('2026-03-05T18:30:00.000Z');
    expect(body.sets).toEqual(buildFeedbackBody(w, draftFromWorkout(w)).sets);
  });

  it('validates reps as whole numbers of at least 0, keyed by exercise and set', async () => {
    const w = makeWorkout();
    const squat = w.sets[0]!.exercises[0]!;
    const draft = draftFromWorkout(w);
    draft[squat.id]!.sets[0]!.actualReps = '-1';
    draft[squat.id]!.sets[1]!.actualReps = '2.5';
    const errors = await formErrors(w, draft);
    expect(errors).toEqual({
      [fieldKey(squat.id, 'actualReps', squat.sets[0]!.id)]: 'Reps cannot be negative',
      [fieldKey(squat.id, 'actualReps', squat.sets[1]!.id)]: 'Reps must be a whole number',
    });
    expect(await formErrors(w, draftFromWorkout(w))).toEqual({});
  });
});
