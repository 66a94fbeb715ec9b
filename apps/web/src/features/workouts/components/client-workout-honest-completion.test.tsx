import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompleteInput, Workout } from '@kinetic/contracts/workouts';
import type { mockFetch } from '../../../test/mock-fetch.ts';
import { makeWorkout } from '../lib/client-workout-fixtures.ts';
import { withActuals } from '../lib/queued-workout.ts';
import { findWorkoutHeading, openClientWorkout } from '../test/client-workout-screen.ts';

const slow = { timeout: 5000 };

/**
 * The workout screen of a client in pounds, once it shows the workout; the completion answers the
 * workout as it was sent.
 */
async function openWorkout(workout = makeWorkout()) {
  const screenParts = openClientWorkout(workout, {
    weightUnit: 'lbs',
    restSeconds: 0,
    handlers: {
      [`PATCH /api/workouts/${workout.id}/complete`]: ({ body }) => ({
        body: {
          workout: {
            ...withActuals(workout, body),
            status: 'COMPLETED',
            completedDate: (body as CompleteInput).completedDate,
          },
          records: [],
        },
      }),
    },
  });
  await findWorkoutHeading(workout);
  return { workout, ...screenParts };
}

/** Completes once the save of the last tick is done (the buttons wait for it). */
async function askToComplete(user: ReturnType<typeof userEvent.setup>, name = 'Complete') {
  await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled(), slow);
  await user.click(screen.getByRole('button', { name }));
}

/** Ticks these squat sets off, asks to complete, and answers the question about the sets not ticked. */
async function askWithSquatSetsTicked(user: ReturnType<typeof userEvent.setup>, sets: number[]) {
  for (const n of sets)
    await user.click(screen.getByRole('button', { name: `Barbell Back Squat set ${n} done` }));
  await askToComplete(user);
  return screen.findByRole('dialog', { name: 'Some sets are not ticked' }, slow);
}

const completion = (calls: ReturnType<typeof mockFetch>) =>
  calls.find((c) => c.method === 'PATCH' && c.path.endsWith('/complete'))?.body as CompleteInput | undefined;

afterEach(() => localStorage.clear());

describe('completing with sets never ticked', { timeout: 20_000 }, () => {
  it('"Record only the ticked sets" sends the others skipped, and the summary counts them apart', async () => {
    const { workout, calls, user } = await openWorkout();
    const prompt = await askWithSquatSetsTicked(user, [1, 2]);
    // Set 3 of the squat and the plank.
    expect(prompt).toHaveTextContent('2 sets are not ticked off. Did you do them?');
    await user.click(within(prompt).getByRole('button', { name: 'Record only the ticked sets' }));

    const summary = await screen.findByRole('dialog', { name: 'Workout complete' }, slow);
    const [squat, plank] = completion(calls)!.sets![0]!.exercises!;
    expect(squat!.sets!.map((s) => s.skipped ?? false)).toEqual([false, false, true]);
    expect(plank!.skipped).toBe(true);
    expect(summary).toHaveTextContent('Sets done2 sets');
    expect(summary).toHaveTextContent('Sets skipped2 sets');
    // 9 × 135 + 8 × 145 lbs; the skipped third set (7 × 155) is not in it.
    expect(summary).toHaveTextContent('Volume2375 lbs');
    expect(summary).toHaveTextContent(/Duration\d+ min/);

    // Behind it, the completed workout says what was skipped.
    await user.click(within(summary).getByRole('button', { name: 'Back to workouts' }));
    await waitFor(() => expect(localStorage.getItem(`kinetic.done-sets.${workout.id}`)).toBeNull(), slow);
  });

  it('"Mark them done" records every set with its values, and the summary skips none', async () => {
    const { calls, user } = await openWorkout();
    const prompt = await askWithSquatSetsTicked(user, [1]);
    expect(prompt).toHaveTextContent('3 sets are not ticked off.');
    await user.click(within(prompt).getByRole('button', { name: 'Mark them done' }));

    const summary = await screen.findByRole('dialog', { name: 'Workout complete' }, slow);
    expect(JSON.stringify(completion(calls))).not.toContain('skipped');
    expect(completion(calls)!.sets![0]!.exercises![0]!.sets![2]).toMatchObject({
      actualReps: 7,
      actualWeight: '155',
    });
    expect(summary).toHaveTextContent('Sets done4 sets');
    expect(summary).toHaveTextContent('Sets skipped0 sets');
  });

  it('"Not yet" sends nothing and leaves the ticks', async () => {
    const { calls, user } = await openWorkout();
    const prompt = await askWithSquatSetsTicked(user, [1]);
    await user.click(within(prompt).getByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    expect(completion(calls)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Barbell Back Squat set 1 done' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('offers "Complete workout" once the last set is ticked, asking only to confirm', async () => {
    const { calls, user } = await openWorkout();
    const offer = () => screen.queryByRole('button', { name: 'Complete workout' });
    for (const n of [1, 2, 3])
      await user.click(screen.getByRole('button', { name: `Barbell Back Squat set ${n} done` }));
    expect(offer()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Plank done' }));
    expect(screen.getByText('Every set is ticked off.')).toBeInTheDocument();
    await askToComplete(user, 'Complete workout');
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete this workout?' }, slow);
    await user.click(within(confirm).getByRole('button', { name: 'Complete workout' }));
    const summary = await screen.findByRole('dialog', { name: 'Workout complete' }, slow);
    expect(summary).toHaveTextContent('Sets done4 sets');
    expect(JSON.stringify(completion(calls))).not.toContain('skipped');
  });

  it('shows a completed workout’s skipped sets as skipped, without values', async () => {
    const base = makeWorkout();
    const [squat, plank] = base.sets[0]!.exercises;
    const workout: Workout = {
      ...base,
      status: 'COMPLETED',
      completedDate: '2026-03-05T18:00:00.000Z',
      sets: [
        {
          ...base.sets[0]!,
          exercises: [
            {
              ...squat!,
              sets: squat!.sets.map((s, i) =>
                i === 2 ? { ...s, skipped: true } : { ...s, actualReps: 5, actualWeight: '135' },
              ),
            },
            { ...plank!, skipped: true },
          ],
        },
      ],
    };
    await openWorkout(workout);
    const sq = within(screen.getByRole('group', { name: 'Barbell Back Squat' }));
    expect(sq.getAllByText('Skipped')).toHaveLength(1);
    expect(sq.getByLabelText('Barbell Back Squat set 3 Actual reps')).toHaveValue(null);
    expect(sq.getByLabelText('Barbell Back Squat set 1 Actual reps')).toHaveValue(5);
    const pl = within(screen.getByRole('group', { name: 'Plank' }));
    expect(pl.getByText('Skipped: recorded as not done.')).toBeInTheDocument();
    expect(pl.getByLabelText('Plank Actual duration')).toHaveValue('');
  });
});
