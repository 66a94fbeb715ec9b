import { describe, expect, it } from 'vitest';
import { makeExercise, makeSetRow, makeWorkout } from './client-workout-fixtures.ts';
import { draftFromWorkout } from './client-workout-feedback.ts';
import { buildCompleteBody } from './feedback-body.ts';
import { summarizeCompletion, tickIds, untickedIds, withSkipped } from './honest-completion.ts';

describe('what gym mode ticks off, and what was left', () => {
  it('ticks set rows, and a timed exercise as a whole', () => {
    const workout = makeWorkout();
    const [squat, plank] = workout.sets[0]!.exercises;
    expect(tickIds(workout)).toEqual([...squat!.sets.map((s) => s.id), plank!.id]);
    expect(untickedIds(workout, new Set([squat!.sets[0]!.id, plank!.id]))).toEqual(
      squat!.sets.slice(1).map((s) => s.id),
    );
  });

  it('marks what was never ticked skipped in the completion, and leaves the rest as it was', () => {
    const workout = makeWorkout();
    const [squat, plank] = workout.sets[0]!.exercises;
    const body = buildCompleteBody(workout, draftFromWorkout(workout), new Date('2026-03-05T18:00:00Z'));
    const sent = withSkipped(body, workout, new Set([squat!.sets[1]!.id]));
    const [sq, pl] = sent.sets![0]!.exercises!;
    expect(sq!.sets!.map((s) => s.skipped ?? false)).toEqual([true, false, true]);
    expect(sq!.sets![1]).toEqual(body.sets![0]!.exercises![0]!.sets![1]);
    expect(sq).not.toHaveProperty('skipped');
    expect(pl!.skipped).toBe(true);
    expect(plank!.id).toBe(pl!.id);
    expect(sent.completedDate).toBe('2026-03-05T18:00:00.000Z');
  });
});

describe('the completion summary', () => {
  it('counts sets done and skipped, and the volume of the sets done in the client’s unit', () => {
    const squat = makeExercise({
      sets: [
        makeSetRow({ actualReps: 5, actualWeight: '100', weightUnit: 'kg' }),
        makeSetRow({ actualReps: 10, actualWeight: '45', weightUnit: 'lbs' }),
        makeSetRow({ actualReps: 5, actualWeight: 'bodyweight', weightUnit: 'kg' }),
        makeSetRow({ skipped: true, weightUnit: 'kg' }),
      ],
    });
    const plank = makeExercise({ duration: '45s', skipped: true });
    const workout = makeWorkout({ sets: [{ ...makeWorkout().sets[0]!, exercises: [squat, plank] }] });
    const start = Date.parse('2026-03-05T17:00:00Z');
    const summary = summarizeCompletion(
      workout,
      { startedAt: start, completedAt: start + 52.4 * 60_000 },
      'kg',
      [],
    );
    // 5 × 100 kg + 10 × 20.4 kg (45 lbs).
    expect(summary).toEqual({ minutes: 52, done: 3, skipped: 2, volume: 704, unit: 'kg', records: [] });
    expect(
      summarizeCompletion(workout, { startedAt: null, completedAt: start }, 'lbs', []).minutes,
    ).toBeNull();
  });
});
