import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackInput, PreviousPerformance, Workout, WeightUnit } from '@kinetic/contracts/workouts';
import { makeWorkout } from '../lib/client-workout-fixtures.ts';
import { findWorkoutHeading, openClientWorkout } from '../test/client-workout-screen.ts';
import { itemTexts } from '../../../test/item-texts.ts';

const slow = { timeout: 5000 };

const lastSquats: PreviousPerformance = {
  date: '2026-03-01T12:00:00.000Z',
  workoutId: '00000000-0000-4000-8000-00000000cccc',
  sets: [
    { setNumber: 1, actualReps: 10, actualWeight: '140', weightUnit: 'lbs' },
    { setNumber: 2, actualReps: 8, actualWeight: '70', weightUnit: 'kg' },
  ],
};

/** The usual workout, its squat done before as `previous`. */
function workoutWithPrevious(
  previous: PreviousPerformance | null,
  overrides: Partial<Workout> = {},
): Workout {
  const base = makeWorkout(overrides);
  const block = base.sets[0]!;
  const [squat, plank] = block.exercises;
  return { ...base, sets: [{ ...block, exercises: [{ ...squat!, previous }, plank!] }] };
}

/** The workout's screen, for a client in pounds unless told. */
const setup = (workout: Workout, weightUnit: WeightUnit = 'lbs') =>
  openClientWorkout(workout, { weightUnit });

const lastTime = () => screen.findByRole('region', { name: 'Barbell Back Squat: last time' }, slow);
const squat = () => within(screen.getByRole('group', { name: 'Barbell Back Squat' }));

afterEach(() => localStorage.clear());

describe('last time on the client workout screen', { timeout: 20_000 }, () => {
  it.each<{ title: string; unit: WeightUnit; sets: string[] }>([
    {
      title: 'shows the day and each set, a weight in the other unit with its conversion beside it',
      unit: 'lbs',
      sets: ['Set 1: 10 × 140 lbs', 'Set 2: 8 × 70 kg (154.3 lbs)'],
    },
    {
      title: 'converts the other way for a client who counts in kilograms',
      unit: 'kg',
      sets: ['Set 1: 10 × 140 lbs (63.5 kg)', 'Set 2: 8 × 70 kg'],
    },
  ])('$title', async ({ unit, sets }) => {
    setup(workoutWithPrevious(lastSquats), unit);
    const region = await lastTime();
    expect(region).toHaveTextContent('Last time· Mar 1, 2026');
    expect(itemTexts(region)).toEqual(sets);
  });

  it('"Same as last time" fills the sets both sides have, as modified, and Submit saves them', async () => {
    const { calls, user } = setup(workoutWithPrevious(lastSquats));
    await lastTime();
    expect(squat().getByLabelText('completed as assigned')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Barbell Back Squat: Same as last time' }));
    expect(squat().getByLabelText('modify actual performance')).toBeChecked();
    expect(squat().getByLabelText('Barbell Back Squat set 1 Actual reps')).toHaveValue(10);
    expect(squat().getByLabelText('Barbell Back Squat set 1 Actual weight (lbs)')).toHaveValue('140');
    // 70 kg on a set prescribed in pounds: copied as it was done, in kilograms, the unit beside it.
    expect(squat().getByLabelText('Barbell Back Squat set 2 Actual reps')).toHaveValue(8);
    expect(squat().getByLabelText('Barbell Back Squat set 2 Actual weight (kg)')).toHaveValue('70');
    expect(squat().getByRole('combobox', { name: 'Barbell Back Squat set 2 weight unit' })).toHaveValue('kg');
    // Not done last time: set 3 keeps its target.
    expect(squat().getByLabelText('Barbell Back Squat set 3 Actual reps')).toHaveValue(7);

    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PATCH')!.body as FeedbackInput;
    const exercise = body.sets[0]!.exercises![0]!;
    expect(exercise.completedAsPrescribed).toBe(false);
    expect(exercise.sets!.map((s) => [s.actualReps, s.actualWeight, s.actualWeightUnit])).toEqual([
      [10, '140', 'lbs'],
      [8, '70', 'kg'],
      [7, '155', 'lbs'],
    ]);
  });

  it('says nothing the first time', async () => {
    const workout = workoutWithPrevious(null);
    setup(workout);
    await findWorkoutHeading(workout);
    expect(screen.queryByText('Last time')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Same as last time/ })).not.toBeInTheDocument();
  });

  it('shows last time on a completed workout without offering to copy it', async () => {
    setup(
      workoutWithPrevious(lastSquats, { status: 'COMPLETED', completedDate: '2026-03-05T18:00:00.000Z' }),
    );
    await lastTime();
    expect(screen.queryByRole('button', { name: /Same as last time/ })).not.toBeInTheDocument();
  });
});
