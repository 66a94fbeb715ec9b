import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Workout, WeightUnit } from '@kinetic/contracts/workouts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

type Handlers = Parameters<typeof mockFetch>[0];

/**
 * A client's workout screen, the client counting in `weightUnit` and resting `restSeconds` (in UTC):
 * the workout answered as it is, each save answered with `patch` (the workout as it is, unless told),
 * and any other `handlers`.
 */
export function openClientWorkout(
  workout: Workout,
  {
    weightUnit = 'kg',
    restSeconds = 90,
    patch = { body: { workout } },
    handlers = {},
  }: {
    weightUnit?: WeightUnit;
    restSeconds?: number;
    patch?: MockAnswer | (() => MockAnswer);
    handlers?: Handlers;
  } = {},
) {
  signIn(['CLIENT'], { preferences: { weightUnit, timeZone: 'UTC', restSeconds } });
  const calls = mockFetch({
    [`GET /api/workouts/${workout.id}`]: { body: { workout } },
    [`PATCH /api/workouts/${workout.id}`]: patch,
    ...handlers,
  });
  const app = renderApp(`/client/workouts/${workout.id}`);
  return { calls, app, user: userEvent.setup() };
}

/** The workout's heading, once the screen shows the workout. */
export const findWorkoutHeading = (workout: Workout) =>
  screen.findByRole('heading', { level: 1, name: workout.name }, { timeout: 5000 });
