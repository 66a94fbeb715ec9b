import { describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../lib/write-queue.ts';
import { draftFromWorkout, modifyPerformance } from './client-workout-feedback.ts';
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
