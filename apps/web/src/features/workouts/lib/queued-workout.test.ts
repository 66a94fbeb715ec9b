import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import type { QueuedWrite } from '../../../lib/write-queue.ts';
import { buildSaveBody } from './changed-actuals.ts';
import { draftFromWorkout, modifyPerformance, type WorkoutDraft } from './client-workout-feedback.ts';
import { buildFeedbackBody } from './feedback-body.ts';
import { makeWorkout } from './client-workout-fixtures.ts';
import { summarizeDraft, withWaitingWrites } from './queued-workout.ts';

/** A write kept on the device, as the queue keeps it (its body stored as JSON, as IndexedDB does). */
const kept = (body: unknown): QueuedWrite => ({
  key: 'k',
  seq: 1,
  userId: 'u',
  method: 'PATCH',
  path: '/workouts/w',
  body: JSON.parse(JSON.stringify(body)) as unknown,
  subject: 'workout:w',
  summary: [],
  invalidates: [],
  createdAt: '2026-03-05T18:00:00.000Z',
});

describe('a weight waiting on the device keeps the unit it was entered in', () => {
  const workout = makeWorkout();
  const squat = workout.sets[0]!.exercises[0]!;
  const draft = draftFromWorkout(workout, 'kg');
  draft[squat.id] = modifyPerformance(draft[squat.id]!, 'kg');
  draft[squat.id]!.sets[0] = { ...draft[squat.id]!.sets[0]!, actualReps: '5', actualWeight: '60' };
  const body = buildFeedbackBody(workout, draft);

  it('in the body sent, in the workout shown from the waiting write, and in the entries to copy', () => {
    const shown = withWaitingWrites(workout, [kept(body)]);
    const rows = shown.sets[0]!.exercises[0]!.sets;
    expect(rows.map((r) => [r.actualWeight, r.actualWeightUnit, r.weightUnit])).toEqual([
      ['60', 'kg', 'lbs'],
      [null, null, 'lbs'],
      [null, null, 'lbs'],
    ]);
    expect(summarizeDraft(workout, draft)[0]).toBe(
      'Barbell Back Squat: set 1: 5 reps, 60 kg; set 2: -; set 3: -',
    );
  });
});

describe('a save sends only what the client changed', () => {
  const workout = makeWorkout();
  const block = workout.sets[0]!;
  const [squat, plank] = block.exercises as [WorkoutExercise, WorkoutExercise];
  const asAssigned = draftFromWorkout(workout);
  const withSet = (draft: WorkoutDraft, index: number, reps: string, weight: string): WorkoutDraft => {
    const exercise = draft[squat.id]!;
    const sets = exercise.sets.map((s, i) =>
      i === index ? { ...s, actualReps: reps, actualWeight: weight } : s,
    );
    return { ...draft, [squat.id]: { ...exercise, sets } };
  };
  // The first save stores every exercise done as assigned (its targets); it then shows as stored.
  const first = buildSaveBody(workout, asAssigned);
  const stored = withWaitingWrites(workout, [kept(first)]);

  it('first, every exercise as assigned, each row with its targets; then, nothing changed, nothing', () => {
    expect(first.sets[0]!.exercises!.map((e) => [e.id, e.sets!.map((r) => r.actualReps)])).toEqual([
      [squat.id, [9, 8, 7]],
      [plank.id, []],
    ]);
    expect(buildSaveBody(stored, asAssigned)).toEqual({ sets: [] });
  });

  it('one set changed: its block, its exercise and that one row, with every value of the row', () => {
    expect(buildSaveBody(stored, withSet(asAssigned, 1, '6', '145'))).toEqual({
      sets: [
        {
          id: block.id,
          exercises: [
            {
              id: squat.id,
              notes: null,
              completedAsPrescribed: true,
              actualDuration: null,
              actualTempo: null,
              sets: [
                {
                  id: squat.sets[1]!.id,
                  actualReps: 6,
                  actualWeight: '145',
                  actualWeightUnit: 'lbs',
                  actualDuration: null,
                  actualTempo: null,
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('a weight entered in the other unit is a change; a note changes its exercise without rows', () => {
    const squatDraft = asAssigned[squat.id]!;
    const inKg = {
      ...squatDraft,
      sets: squatDraft.sets.map((s, i) => (i === 0 ? { ...s, actualWeightUnit: 'kg' as const } : s)),
    };
    const noted = { ...asAssigned[plank.id]!, notes: 'Held it' };
    const body = buildSaveBody(stored, { ...asAssigned, [squat.id]: inKg, [plank.id]: noted });
    expect(body.sets[0]!.exercises!.map((e) => [e.id, e.sets!.map((s) => s.actualWeightUnit)])).toEqual([
      [squat.id, ['kg']],
      [plank.id, []],
    ]);
  });

  it('the saves waiting on the device all show, in order, each over what it changed', () => {
    const second = withSet(asAssigned, 1, '6', '145');
    const secondBody = buildSaveBody(stored, second);
    const third = buildSaveBody(
      withWaitingWrites(stored, [kept(secondBody)]),
      withSet(second, 0, '5', '125'),
    );
    expect(third.sets[0]!.exercises![0]!.sets!.map((r) => r.id)).toEqual([squat.sets[0]!.id]);
    const shown = withWaitingWrites(workout, [kept(first), kept(secondBody), kept(third)]);
    expect(shown.sets[0]!.exercises[0]!.sets.map((r) => [r.actualReps, r.actualWeight])).toEqual([
      [5, '125'],
      [6, '145'],
      [7, '155'],
    ]);
  });
});
