import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackInput, Workout, WeightUnit } from '@kinetic/contracts/workouts';
import { WorkoutReviewBlocks } from '../../clients/components/workout-review.tsx';
import { makeExercise, makeSetRow, makeWorkout } from '../lib/client-workout-fixtures.ts';
import { signIn } from '../../../test/render-app.tsx';
import { openClientWorkout } from '../test/client-workout-screen.ts';

// A client who counts in kilograms, on a workout their trainer prescribed in pounds.

const slow = { timeout: 5000 };
const SQUAT = 'Barbell Back Squat';

/** The usual workout, its squat prescribed in pounds: set 1 at 135 lbs, set 2 at 145 lbs. */
function poundsWorkout(overrides: Partial<Workout> = {}): Workout {
  const base = makeWorkout(overrides);
  const block = base.sets[0]!;
  const squat = makeExercise({
    exerciseName: SQUAT,
    sets: [
      makeSetRow({ setNumber: 1, targetReps: 5, targetWeight: '135', weightUnit: 'lbs' }),
      makeSetRow({ setNumber: 2, targetReps: 5, targetWeight: '145', weightUnit: 'lbs' }),
    ],
  });
  return { ...base, sets: [{ ...block, exercises: [squat] }] };
}

const setup = (workout: Workout, weightUnit: WeightUnit = 'kg') => openClientWorkout(workout, { weightUnit });

const squat = async () => within(await screen.findByRole('group', { name: SQUAT }, slow));
const unitOf = (group: ReturnType<typeof within>, set: number) =>
  group.getByRole('combobox', { name: `${SQUAT} set ${set} weight unit` });

afterEach(() => localStorage.clear());

describe('the weight unit of each set', { timeout: 20_000 }, () => {
  it('as assigned: the targets in the prescribed unit, the unit shown and locked', async () => {
    setup(poundsWorkout());
    const group = await squat();
    expect(group.getByLabelText(`${SQUAT} set 1 Actual weight (lbs)`)).toHaveValue('135');
    expect(unitOf(group, 1)).toHaveValue('lbs');
    expect(unitOf(group, 1)).toBeDisabled();
  });

  it('modified: cleared, in the client’s own unit with the target converted; the unit can be switched', async () => {
    const workout = poundsWorkout();
    const { calls, user } = setup(workout);
    const group = await squat();
    await user.click(group.getByLabelText('modify actual performance'));

    const weight1 = group.getByLabelText(`${SQUAT} set 1 Actual weight (kg)`);
    expect(weight1).toHaveValue('');
    expect(unitOf(group, 1)).toHaveValue('kg');
    expect(unitOf(group, 1)).toBeEnabled();
    expect(weight1).toHaveAccessibleDescription('Target 135 lbs ≈ 61.2 kg');

    await user.type(group.getByLabelText(`${SQUAT} set 1 Actual reps`), '5');
    await user.type(weight1, '60');
    // Set 2 done in pounds after all: the label follows, and the hint goes.
    await user.selectOptions(unitOf(group, 2), 'lbs');
    const weight2 = group.getByLabelText(`${SQUAT} set 2 Actual weight (lbs)`);
    expect(weight2).not.toHaveAccessibleDescription();
    await user.type(group.getByLabelText(`${SQUAT} set 2 Actual reps`), '5');
    await user.type(weight2, '140');

    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PATCH')!.body as FeedbackInput;
    expect(body.sets[0]!.exercises![0]!.sets!.map((s) => [s.actualWeight, s.actualWeightUnit])).toEqual([
      ['60', 'kg'],
      ['140', 'lbs'],
    ]);

    // Back to as assigned: the targets again, in pounds.
    await user.click(group.getByLabelText('completed as assigned'));
    expect(group.getByLabelText(`${SQUAT} set 1 Actual weight (lbs)`)).toHaveValue('135');
    expect(unitOf(group, 1)).toHaveValue('lbs');
  });

  it('a client who counts in the prescribed unit sees no conversion', async () => {
    const { user } = setup(poundsWorkout(), 'lbs');
    const group = await squat();
    await user.click(group.getByLabelText('modify actual performance'));
    expect(unitOf(group, 1)).toHaveValue('lbs');
    expect(group.getByLabelText(`${SQUAT} set 1 Actual weight (lbs)`)).not.toHaveAccessibleDescription();
  });

  it('a completed workout shows each weight in the unit it was entered in', async () => {
    const workout = poundsWorkout({ status: 'COMPLETED', completedDate: '2026-03-06T18:00:00.000Z' });
    const rows = workout.sets[0]!.exercises[0]!.sets;
    rows[0] = { ...rows[0]!, actualReps: 5, actualWeight: '60', actualWeightUnit: 'kg' };
    rows[1] = { ...rows[1]!, actualReps: 5, actualWeight: '145' };
    workout.sets[0]!.exercises[0]!.completedAsPrescribed = false;
    setup(workout, 'lbs');
    const group = await squat();
    expect(group.getByLabelText(`${SQUAT} set 1 Actual weight (kg)`)).toHaveValue('60');
    expect(unitOf(group, 1)).toHaveValue('kg');
    expect(unitOf(group, 1)).toBeDisabled();
    expect(group.getByLabelText(`${SQUAT} set 2 Actual weight (lbs)`)).toHaveValue('145');
  });
});

describe('the trainer’s review', () => {
  it('shows each actual weight in the unit the client entered, as differing from the pounds prescribed', () => {
    signIn(['TRAINER'], { preferences: { weightUnit: 'lbs', timeZone: 'UTC', restSeconds: 90 } });
    const workout = poundsWorkout({ status: 'COMPLETED', completedDate: '2026-03-06T18:00:00.000Z' });
    const rows = workout.sets[0]!.exercises[0]!.sets;
    rows[0] = { ...rows[0]!, actualReps: 5, actualWeight: '60', actualWeightUnit: 'kg' };
    rows[1] = { ...rows[1]!, actualReps: 5, actualWeight: '145', actualWeightUnit: 'lbs' };
    render(<WorkoutReviewBlocks workout={workout} />);
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '5 reps · 135 lbs', '5 reps · 60 kg (132.3 lbs)']);
    expect(within(first!).getAllByRole('cell')[2]).toHaveClass('text-amber-700');
    expect(within(second!).getAllByRole('cell')[2]).toHaveTextContent('5 reps · 145 lbs');
    expect(within(second!).getAllByRole('cell')[2]).not.toHaveClass('text-amber-700');
  });
});
