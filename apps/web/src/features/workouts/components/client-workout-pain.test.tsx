import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeWorkout } from '../lib/client-workout-fixtures.ts';

const slow = { timeout: 5000 };

function open() {
  const workout = makeWorkout();
  signIn(['CLIENT']);
  const calls = mockFetch({
    [`GET /api/workouts/${workout.id}`]: { body: { workout } },
    [`PATCH /api/workouts/${workout.id}/complete`]: {
      body: {
        workout: { ...workout, status: 'COMPLETED', completedDate: new Date().toISOString() },
        records: [],
      },
    },
    'GET /api/workouts': { body: { workouts: [], total: 0 } },
  });
  const app = renderApp(`/client/workouts/${workout.id}`);
  return { workout, calls, app, user: userEvent.setup() };
}

async function complete(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Complete this workout?' });
  await user.click(within(confirm).getByRole('button', { name: 'Complete workout' }));
}

describe('"Something hurt" with the completion', { timeout: 20_000 }, () => {
  it('sends where and how much it hurt with the completion', async () => {
    const { workout, calls, app, user } = open();
    await screen.findByRole('heading', { level: 1, name: workout.name }, slow);
    expect(screen.queryByLabelText('Where did it hurt?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Something hurt/ }));

    // Where is needed: nothing is sent, and the field says so.
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Where did it hurt?')).toHaveAccessibleDescription('Say where it hurt');

    await user.type(screen.getByLabelText('Where did it hurt?'), 'left knee');
    await user.selectOptions(screen.getByLabelText('How much (0-10)'), '6');
    await complete(user);
    // Completed: the summary, then back to the list.
    const summary = await screen.findByRole('dialog', { name: /Workout complete/ }, slow);
    await user.click(within(summary).getByRole('button', { name: 'Back to workouts' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/client/workouts'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect((patch.body as { pain: unknown }).pain).toEqual({ area: 'left knee', level: 6 });
  });

  it('sends no pain when nothing hurt', async () => {
    const { workout, calls, app, user } = open();
    await screen.findByRole('heading', { level: 1, name: workout.name }, slow);
    await complete(user);
    // Completed: the summary, then back to the list.
    const summary = await screen.findByRole('dialog', { name: /Workout complete/ }, slow);
    await user.click(within(summary).getByRole('button', { name: 'Back to workouts' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/client/workouts'));
    expect(calls.find((c) => c.method === 'PATCH')!.body).not.toHaveProperty('pain');
  });
});
