import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '@kinetic/contracts/workouts';
import type { QueuedWrite } from '../../../lib/write-queue.ts';
import { buildSaveBody } from './changed-actuals.ts';
import { draftFromWorkout, type WorkoutDraft } from './client-workout-feedback.ts';
import { makeWorkout } from './client-workout-fixtures.ts';
import { withWaitingWrites } from './queued-workout.ts';

/** A save waiting on the device, its body stored as JSON (as IndexedDB keeps it). */
const waiting = (body: unknown, seq: number): QueuedWrite => ({
  key: `k${seq}`,
  seq,
  userId: 'u',
  method: 'PATCH',
  path: '/workouts/w',
  body: JSON.parse(JSON.stringify(body)) as unknown,
  subject: 'workout:w',
  summary: [],
  invalidates: [],
  createdAt: '2026-03-05T18:00:00.000Z',
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
  const stored = withWaitingWrites(workout, [waiting(first, 1)]);

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
      withWaitingWrites(stored, [waiting(secondBody, 2)]),
      withSet(second, 0, '5', '125'),
    );
    expect(third.sets[0]!.exercises![0]!.sets!.map((r) => r.id)).toEqual([squat.sets[0]!.id]);
    const shown = withWaitingWrites(workout, [waiting(first, 1), waiting(secondBody, 2), waiting(third, 3)]);
    expect(shown.sets[0]!.exercises[0]!.sets.map((r) => [r.actualReps, r.actualWeight])).toEqual([
      [5, '125'],
      [6, '145'],
      [7, '155'],
    ]);
  });
});
