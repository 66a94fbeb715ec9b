import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackInput, Workout } from '@kinetic/contracts/workouts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import {
  makeExercise,
  makeSetBlock,
  makeSetRow,
  makeSummary,
  testId,
} from '../lib/client-workout-fixtures.ts';

const slow = { timeout: 5000 };

/** A plank of 2 × 1 s (no reps) and a squat of 5 reps held 3 s at the bottom, with no rest. */
function timedWorkout(): Workout {
  const plank = makeExercise({
    exerciseName: 'Plank',
    sets: [1, 2].map((n) =>
      makeSetRow({ setNumber: n, targetReps: 0, targetWeight: '', targetDuration: '1s' }),
    ),
  });
  const pauseSquat = makeExercise({
    exerciseName: 'Pause Squat',
    sets: [makeSetRow({ targetReps: 5, targetWeight: '100', targetDuration: 'to failure' })],
  });
  return {
    ...makeSummary({ name: 'Core day' }),
    sets: [
      makeSetBlock({
        id: testId(),
        restPeriod: 'none',
        exercises: [plank, pauseSquat],
      }),
    ],
  };
}

afterEach(() => localStorage.clear());

describe('timed sets on the client workout screen', { timeout: 20_000 }, () => {
  it('ask no reps, only the duration; a target that is no duration gets no countdown', async () => {
    const workout = timedWorkout();
    signIn(['CLIENT']);
    mockFetch({ [`GET /api/workouts/${workout.id}`]: { body: { workout } } });
    renderApp(`/client/workouts/${workout.id}`);
    const plank = within(await screen.findByRole('group', { name: 'Plank' }, slow));
    expect(plank.queryByLabelText(/Actual reps/)).not.toBeInTheDocument();
    expect(plank.getByLabelText('Plank set 1 Actual duration')).toHaveValue('1s');
    expect(plank.getAllByText('Target: 1s')).not.toHaveLength(0);
    expect(plank.queryByText(/0 reps/)).not.toBeInTheDocument();
    expect(plank.getByRole('region', { name: 'Plank set 2 timer' })).toHaveTextContent('00:01');

    const squat = within(screen.getByRole('group', { name: 'Pause Squat' }));
    expect(squat.getByLabelText('Pause Squat set 1 Actual reps')).toHaveValue(5);
    expect(squat.queryByRole('region', { name: /timer/ })).not.toBeInTheDocument();
  });

  it('counts a set down and at zero ticks it done with its duration, saved without reps', async () => {
    const workout = timedWorkout();
    signIn(['CLIENT']);
    const calls = mockFetch({
      [`GET /api/workouts/${workout.id}`]: { body: { workout } },
      [`PATCH /api/workouts/${workout.id}`]: { body: { workout } },
    });
    renderApp(`/client/workouts/${workout.id}`);
    const plank = within(await screen.findByRole('group', { name: 'Plank' }, slow));
    const user = userEvent.setup();
    await user.click(plank.getByLabelText('modify actual performance'));
    expect(plank.getByLabelText('Plank set 1 Actual duration')).toHaveValue('');

    await user.click(plank.getByRole('button', { name: 'Start Plank set 1 timer' }));
    const done = plank.getByRole('button', { name: 'Plank set 1 done' });
    await waitFor(() => expect(done).toHaveAttribute('aria-pressed', 'true'), { timeout: 3000 });
    expect(plank.getByLabelText('Plank set 1 Actual duration')).toHaveValue('1s');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PATCH')!.body as FeedbackInput;
    expect(body.sets[0]!.exercises![0]!.sets![0]).toMatchObject({ actualReps: null, actualDuration: '1s' });
    expect(plank.getByRole('button', { name: 'Plank set 2 done' })).toHaveAttribute('aria-pressed', 'false');
  });
});
