import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  CONFLICT_CHANGED,
  CONFLICT_COMPLETED,
  CONFLICT_DELETED,
  CONFLICT_REFUSED,
  WAITING_TO_SEND,
} from '@kinetic/contracts/offline';
import type { Workout } from '@kinetic/contracts/workouts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { useWriteQueue } from '../../../lib/write-queue.ts';
import { makeExercise, makeSetRow, makeSummary, makeWorkout } from '../lib/client-workout-fixtures.ts';
import { makeExercise as makeLibraryExercise } from '../../libraries/test/library-fixtures.ts';

const slow = { timeout: 5000 };

function setup(workout: Workout, handlers: Parameters<typeof mockFetch>[0] = {}, path?: string) {
  signIn(['CLIENT']);
  const calls = mockFetch({ [`GET /api/workouts/${workout.id}`]: { body: { workout } }, ...handlers });
  const app = renderApp(path ?? `/client/workouts/${workout.id}`);
  return { calls, app, user: userEvent.setup() };
}

async function ready(workout: Workout) {
  return screen.findByRole('heading', { level: 1, name: workout.name }, slow);
}

const exercise = (name: string) => screen.getByRole('group', { name });

/** Completes the workout, confirming it; answers the summary that follows. */
async function completeConfirmed(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Complete this workout?' });
  await user.click(within(confirm).getByRole('button', { name: 'Complete workout' }));
  return screen.findByRole('dialog', { name: 'Workout complete' }, slow);
}

describe('client workout detail', { timeout: 20_000 }, () => {
  it('shows the workout, its set blocks and exercises', async () => {
    const workout = makeWorkout();
    setup(workout);
    await ready(workout);
    expect(screen.getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('45 minutes')).toBeInTheDocument();
    expect(screen.getByText('Focus on depth and control.')).toBeInTheDocument();
    const block = screen.getByRole('heading', { level: 2, name: /^Set 1/ });
    expect(block).toHaveTextContent('Straight Set');
    expect(screen.getByText('90s')).toBeInTheDocument();
    expect(screen.getByText('7/10')).toBeInTheDocument();
    expect(screen.getByText('140 bpm')).toBeInTheDocument();
    expect(screen.getByText('Warm up well first.')).toBeInTheDocument();
    const squatToggle = screen.getByRole('button', { name: /Barbell Back Squat/, expanded: true });
    expect(squatToggle).toHaveTextContent('3 sets');
    expect(screen.getByRole('button', { name: /Plank/, expanded: true })).toHaveTextContent('45s · Hold');
    expect(screen.getAllByRole('button', { name: 'Complete' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit Performance/Feedback' })).toBeEnabled();

    const user = userEvent.setup();
    expect(squatToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(squatToggle);
    expect(squatToggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Barbell Back Squat set 1 Actual reps')).not.toBeVisible();
  });

  it('shows the fallbacks for a missing date and duration', async () => {
    const workout = makeWorkout({ scheduledDate: null, estimatedDuration: null, description: '' });
    setup(workout);
    await ready(workout);
    expect(screen.getByText('Not scheduled')).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
  });

  it('defaults actual values to the targets, locked; modify clears and unlocks; as assigned copies back', async () => {
    const workout = makeWorkout();
    const { user } = setup(workout);
    await ready(workout);
    const squat = within(exercise('Barbell Back Squat'));
    const reps1 = squat.getByLabelText('Barbell Back Squat set 1 Actual reps');
    const weight1 = squat.getByLabelText('Barbell Back Squat set 1 Actual weight (lbs)');
    expect(squat.getByLabelText('completed as assigned')).toBeChecked();
    expect(reps1).toHaveValue(9);
    expect(weight1).toHaveValue('135');
    expect(reps1).toBeDisabled();
    expect(reps1).toHaveAttribute('inputmode', 'numeric');
    expect(reps1).toHaveAttribute('min', '0');
    expect(weight1).toHaveAttribute('inputmode', 'decimal');
    expect(squat.queryByText('Unsaved')).not.toBeInTheDocument();

    await user.click(squat.getByLabelText('modify actual performance'));
    expect(reps1).toBeEnabled();
    expect(reps1).toHaveValue(null);
    expect(weight1).toHaveValue('');
    expect(squat.getByText('Unsaved')).toBeInTheDocument();
    await user.type(reps1, '6');
    expect(reps1).toHaveValue(6);

    await user.click(squat.getByLabelText('completed as assigned'));
    expect(reps1).toHaveValue(9);
    expect(weight1).toHaveValue('135');
    expect(reps1).toBeDisabled();

    const plank = within(exercise('Plank'));
    const duration = plank.getByLabelText('Plank Actual duration');
    expect(duration).toHaveValue('45s');
    expect(plank.getByLabelText('Plank Actual tempo')).toHaveValue('Hold');
    expect(plank.queryByLabelText(/Actual reps/)).not.toBeInTheDocument();
    await user.click(plank.getByLabelText('modify actual performance'));
    expect(duration).toHaveValue('');
    expect(duration).toBeEnabled();
  });

  it('saves exactly the actual values changed, shows Saving... and clears the unsaved markers', async () => {
    const workout = makeWorkout();
    const block = workout.sets[0]!;
    const [squatData, plankData] = block.exercises;
    let release: (answer: MockAnswer) => void = () => {};
    const { calls, user } = setup(workout, {
      [`PATCH /api/workouts/${workout.id}`]: () =>
        new Promise<MockAnswer>((resolve) => {
          release = resolve;
        }),
    });
    await ready(workout);
    const squat = within(exercise('Barbell Back Squat'));
    await user.click(squat.getByLabelText('modify actual performance'));
    await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual reps'), '8');
    await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual weight (lbs)'), '130');
    await user.type(squat.getByLabelText('Barbell Back Squat set 2 Actual reps'), '0');
    await user.type(squat.getByLabelText('Barbell Back Squat Notes'), 'Left knee felt tight');
    const plank = within(exercise('Plank'));
    await user.click(plank.getByLabelText('modify actual performance'));
    await user.type(plank.getByLabelText('Plank Actual duration'), '30s');
    expect(screen.getAllByText('Unsaved')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    // Kept on the device first, then sent.
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(patch?.path).toBe(`/api/workouts/${workout.id}`);
    expect(patch?.body).toEqual({
      sets: [
        {
          id: block.id,
          exercises: [
            {
              id: squatData!.id,
              notes: 'Left knee felt tight',
              completedAsPrescribed: false,
              actualDuration: null,
              actualTempo: null,
              sets: [
                {
                  id: squatData!.sets[0]!.id,
                  actualReps: 8,
                  actualWeight: '130',
                  actualWeightUnit: 'lbs',
                  actualDuration: null,
                  actualTempo: null,
                },
                {
                  id: squatData!.sets[1]!.id,
                  actualReps: 0,
                  actualWeight: null,
                  actualWeightUnit: null,
                  actualDuration: null,
                  actualTempo: null,
                },
                // The third set, left empty, is as the server holds it: not sent.
              ],
            },
            {
              id: plankData!.id,
              notes: null,
              completedAsPrescribed: false,
              actualDuration: '30s',
              actualTempo: null,
              sets: [],
            },
          ],
        },
      ],
    });

    release({ body: { workout } });
    expect(await screen.findByRole('button', { name: 'Submit Performance/Feedback' }, slow)).toBeEnabled();
    await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument(), slow);
    // The workout is asked for again; what was typed stays.
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === 'GET' && c.path === `/api/workouts/${workout.id}`),
      ).toHaveLength(2),
    );
    expect(screen.getByLabelText('Barbell Back Squat set 1 Actual reps')).toHaveValue(8);
    expect(screen.getByLabelText('Plank Actual duration')).toHaveValue('30s');
  });

  it('sends the targets for exercises completed as assigned', async () => {
    const workout = makeWorkout();
    const squatData = workout.sets[0]!.exercises[0]!;
    const { calls, user } = setup(workout, { [`PATCH /api/workouts/${workout.id}`]: { body: { workout } } });
    await ready(workout);
    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')!.body as { sets: { exercises: unknown[] }[] };
    expect(body.sets[0]!.exercises[0]).toEqual({
      id: squatData.id,
      notes: null,
      completedAsPrescribed: true,
      actualDuration: null,
      actualTempo: null,
      sets: squatData.sets.map((s) => ({
        id: s.id,
        actualReps: s.targetReps,
        actualWeight: s.targetWeight,
        actualWeightUnit: s.weightUnit,
        actualDuration: null,
        actualTempo: null,
      })),
    });
  });

  it('shows a reps error under the field and sends nothing', async () => {
    const workout = makeWorkout();
    const { calls, user } = setup(workout);
    await ready(workout);
    const squat = within(exercise('Barbell Back Squat'));
    await user.click(squat.getByLabelText('modify actual performance'));
    const reps = squat.getByLabelText('Barbell Back Squat set 1 Actual reps');
    await user.type(reps, '-2');
    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    expect(await squat.findByText('Reps cannot be negative')).toBeInTheDocument();
    expect(reps).toHaveAccessibleDescription('Reps cannot be negative');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('completes the workout, sums it up, refreshes the lists and goes to /client/workouts', async () => {
    const workout = makeWorkout();
    const { calls, user, app } = setup(workout, {
      [`PATCH /api/workouts/${workout.id}/complete`]: {
        body: {
          workout: { ...workout, status: 'COMPLETED', completedDate: '2026-03-05T18:00:00.000Z' },
          records: [],
        },
      },
      'GET /api/workouts': ({ query }) => ({
        body:
          query.get('status') === 'COMPLETED'
            ? {
                workouts: [
                  makeSummary({ ...workout, status: 'COMPLETED', completedDate: '2026-03-05T18:00:00.000Z' }),
                ],
                total: 1,
              }
            : { workouts: [], total: 0 },
      }),
    });
    await ready(workout);
    const before = Date.now();
    // Never ticked: everything is recorded as done (the three squat sets and the plank).
    const summary = await completeConfirmed(user);
    expect(summary).toHaveTextContent('Workout completed. Great work!');
    expect(summary).toHaveTextContent('Sets done4 sets');
    expect(summary).toHaveTextContent('Sets skipped0 sets');
    expect(summary).toHaveTextContent('No new personal records this time.');
    expect(app.router.state.location.pathname).toBe(`/client/workouts/${workout.id}`);
    await user.click(within(summary).getByRole('button', { name: 'Back to workouts' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/client/workouts'));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/workouts/${workout.id}/complete`);
    const body = patch.body as { status: string; completedDate: string; sets: unknown[] };
    expect(body.status).toBe('COMPLETED');
    expect(new Date(body.completedDate).toISOString()).toBe(body.completedDate);
    expect(Date.parse(body.completedDate)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.sets).toHaveLength(1);
    expect(await screen.findByRole('button', { name: /^Completed Workouts/ }, slow)).toHaveTextContent('1');
  });

  it('names the personal records a completion set in its summary, then opens the exercise on the progress page', async () => {
    const workout = makeWorkout();
    const squat = workout.sets[0]!.exercises[0]!;
    const record = {
      exerciseId: squat.exerciseId,
      exerciseName: 'Back Squat',
      bestWeight: 100,
      weightUnit: 'kg',
      reps: 5,
      estimatedOneRepMax: 116.7,
      achievedAt: '2026-03-05T18:00:00.000Z',
      workoutId: workout.id,
    };
    const { user, app } = setup(workout, {
      [`PATCH /api/workouts/${workout.id}/complete`]: {
        body: {
          workout: { ...workout, status: 'COMPLETED', completedDate: '2026-03-05T18:00:00.000Z' },
          records: [record],
        },
      },
      'GET /api/records': { body: { records: [record] } },
      [`GET /api/exercise-history/${squat.exerciseId}`]: {
        body: { exerciseId: squat.exerciseId, exerciseName: 'Back Squat', points: [] },
      },
      'GET /api/progress': { body: { progress: [], total: 0 } },
    });
    await ready(workout);
    const party = await completeConfirmed(user);
    expect(party).toHaveTextContent('New personal record!');
    expect(party).toHaveTextContent('New personal record: Back Squat 100 kg × 5 (est. 1RM 116.7 kg)');
    expect(app.router.state.location.pathname).toBe(`/client/workouts/${workout.id}`);
    await user.click(within(party).getByRole('button', { name: 'See my progress' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/client/progress'));
    expect(app.router.state.location.search).toBe(`?exercise=${squat.exerciseId}`);
    expect(await screen.findByRole('region', { name: 'Back Squat progression' }, slow)).toBeInTheDocument();
  });

  it('asks once before completing: not yet sends nothing, and a wrong value is shown before asking', async () => {
    const workout = makeWorkout();
    const { calls, user } = setup(workout);
    await ready(workout);
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Complete this workout?' });
    expect(confirm).toHaveTextContent('A completed workout can no longer be changed.');
    // Cancel has the focus: a stray Enter does not complete.
    expect(within(confirm).getByRole('button', { name: 'Not yet' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    const squat = within(exercise('Barbell Back Squat'));
    await user.click(squat.getByLabelText('modify actual performance'));
    await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual reps'), '-1');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(await squat.findByText('Reps cannot be negative')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows every target of a reps exercise, with inputs for its actual duration and tempo', async () => {
    const rows = [1, 2].map((n) =>
      makeSetRow({ setNumber: n, targetReps: 8, targetWeight: '60', weightUnit: 'kg', eachSide: n === 2 }),
    );
    const press = makeExercise({
      exerciseName: 'Tempo Press',
      duration: '40s',
      tempo: '3-1-1',
      equipment: ['Dumbbells'],
      sets: rows,
    });
    const workout = makeWorkout();
    workout.sets[0]!.exercises = [press];
    const { calls, user } = setup(workout, { [`PATCH /api/workouts/${workout.id}`]: { body: { workout } } });
    await ready(workout);
    const card = within(exercise('Tempo Press'));
    expect(card.getByText('Target duration').nextSibling).toHaveTextContent('40s');
    expect(card.getByText('Tempo').nextSibling).toHaveTextContent('3-1-1');
    expect(card.getByText('Equipment').nextSibling).toHaveTextContent('Dumbbells');
    expect(card.getByText('Target: 8 reps × 60 kg (132.3 lbs) ea × 40s')).toBeInTheDocument();

    const tempo2 = card.getByLabelText('Tempo Press set 2 Actual tempo');
    const duration2 = card.getByLabelText('Tempo Press set 2 Actual duration');
    expect(tempo2).toHaveValue('3-1-1');
    expect(duration2).toHaveValue('40s');
    expect(tempo2).toHaveAccessibleDescription('Target: 3-1-1');
    await user.click(card.getByLabelText('modify actual performance'));
    await user.type(card.getByLabelText('Tempo Press set 2 Actual reps'), '8');
    // The client counts in pounds: modified, the set starts in pounds; they enter it in kilograms.
    const unit2 = card.getByRole('combobox', { name: 'Tempo Press set 2 weight unit' });
    expect(unit2).toHaveValue('lbs');
    await user.selectOptions(unit2, 'kg');
    await user.type(card.getByLabelText('Tempo Press set 2 Actual weight (kg)'), '60');
    await user.type(tempo2, '2-1-1');
    await user.type(duration2, '35s');
    await user.click(screen.getByRole('button', { name: 'Submit Performance/Feedback' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')!.body as {
      sets: { exercises: { sets: unknown[] }[] }[];
    };
    // Set 1, cleared by "modify" and left empty, is as the server holds it: only set 2 is sent.
    expect(body.sets[0]!.exercises[0]!.sets).toHaveLength(1);
    expect(body.sets[0]!.exercises[0]!.sets[0]).toEqual({
      id: rows[1]!.id,
      actualReps: 8,
      actualWeight: '60',
      actualWeightUnit: 'kg',
      actualDuration: '35s',
      actualTempo: '2-1-1',
    });
  });

  it('shows a completed workout read-only', async () => {
    const workout = makeWorkout({ status: 'COMPLETED', completedDate: '2026-03-06T18:00:00.000Z' });
    setup(workout);
    await ready(workout);
    expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Performance/Feedback' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Mar 6, 2026/).length).toBeGreaterThan(0);
    for (const input of screen.getAllByRole('textbox')) expect(input).toBeDisabled();
    for (const input of screen.getAllByRole('spinbutton')) expect(input).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('shows Workout not found with a way back for a 404', async () => {
    signIn(['CLIENT']);
    mockFetch();
    renderApp('/client/workouts/00000000-0000-4000-8000-000000000999');
    expect(await screen.findByRole('heading', { name: 'Workout not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Workouts' })).toHaveAttribute(
      'href',
      '/client/workouts',
    );
  });

  it('is also the /workouts/{id} screen', async () => {
    const workout = makeWorkout();
    setup(workout, {}, `/workouts/${workout.id}`);
    await ready(workout);
  });

  describe('without an answer or with a server problem', () => {
    it.each([
      ['Submit Performance/Feedback', '', { status: 500, body: { error: 'Database unavailable' } }],
      ['Submit Performance/Feedback', '', { status: 502 }],
      ['Submit Performance/Feedback', '', 'throw'],
      ['Complete', '/complete', 'throw'],
    ] as const)(
      '%s%s answering %s keeps the values on the device, waiting to send',
      async (button, suffix, answer) => {
        const workout = makeWorkout();
        const { user } = setup(workout, {
          [`PATCH /api/workouts/${workout.id}${suffix}`]:
            answer === 'throw'
              ? () => {
                  throw 'network down';
                }
              : answer,
        });
        await ready(workout);
        const squat = within(exercise('Barbell Back Squat'));
        await user.click(squat.getByLabelText('modify actual performance'));
        await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual reps'), '7');
        await user.click(screen.getByRole('button', { name: button }));
        if (button === 'Complete')
          await user.click(
            within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete workout' }),
          );
        expect(await screen.findByText(WAITING_TO_SEND, {}, slow)).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        if (button === 'Complete') {
          // Summed up from what is kept on the device; closing it stays on the workout.
          const summary = screen.getByRole('dialog', { name: 'Workout complete' });
          expect(summary).toHaveTextContent('Saved on this device: it is sent as soon as you are online.');
          await user.click(within(summary).getByRole('button', { name: 'OK' }));
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        }
        // The count on the layout.
        expect(screen.getByRole('status', { name: '1 entry waiting to send' })).toBeInTheDocument();
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        expect(screen.getByLabelText('Barbell Back Squat set 1 Actual reps')).toHaveValue(7);
        // Completing offline completes it on the device: read-only, no second Complete.
        if (button === 'Complete') {
          expect(screen.getByText(/This workout is completed/)).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
        }
      },
    );
  });

  it('opened again, shows the values still waiting on the device, completed if completing waits', async () => {
    const workout = makeWorkout();
    const { user, app } = setup(workout, {
      [`PATCH /api/workouts/${workout.id}/complete`]: () => {
        throw 'network down';
      },
    });
    await ready(workout);
    const squat = within(exercise('Barbell Back Squat'));
    await user.click(squat.getByLabelText('modify actual performance'));
    await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual reps'), '6');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete workout' }),
    );
    expect(await screen.findByText(WAITING_TO_SEND, {}, slow)).toBeInTheDocument();

    // A new page: nothing in memory, the server still has the workout as it was.
    app.unmount();
    useWriteQueue.setState({ entries: [], loaded: false });
    renderApp(`/client/workouts/${workout.id}`);
    await ready(workout);
    expect(screen.getByText(WAITING_TO_SEND)).toBeInTheDocument();
    expect(screen.getByLabelText('Barbell Back Squat set 1 Actual reps')).toHaveValue(6);
    expect(screen.getByText(/This workout is completed/)).toBeInTheDocument();
  });

  describe('a refusal', () => {
    it.each([
      ['Submit Performance/Feedback', '', 404, CONFLICT_DELETED],
      ['Submit Performance/Feedback', '', 400, CONFLICT_CHANGED],
      ['Complete', '/complete', 409, CONFLICT_COMPLETED],
      ['Complete', '/complete', 403, CONFLICT_REFUSED],
    ] as const)(
      '%s%s answered %s says why, lists the values to copy, and goes when dismissed',
      async (button, suffix, status, text) => {
        const workout = makeWorkout();
        const { user } = setup(workout, {
          [`PATCH /api/workouts/${workout.id}${suffix}`]: { status, body: { error: 'Refused' } },
        });
        await ready(workout);
        const squat = within(exercise('Barbell Back Squat'));
        await user.click(squat.getByLabelText('modify actual performance'));
        await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual reps'), '7');
        await user.type(squat.getByLabelText('Barbell Back Squat set 1 Actual weight (lbs)'), '95');
        await user.click(screen.getByRole('button', { name: button }));
        if (button === 'Complete')
          await user.click(
            within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete workout' }),
          );
        const alert = await screen.findByRole('alert', {}, slow);
        expect(alert).toHaveTextContent(text);
        expect(within(alert).getByRole('list', { name: 'Your entries' })).toHaveTextContent(
          'Barbell Back Squat: set 1: 7 reps, 95',
        );
        expect(screen.queryByText(WAITING_TO_SEND)).not.toBeInTheDocument();
        await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
        await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      },
    );
  });

  describe('the demo and description modals', () => {
    /** Opens the workout's screen and the demo of the exercise `name`; answers the user. */
    async function watchDemo(workout: Workout, name: string) {
      const { user } = setup(workout);
      await ready(workout);
      await user.click(within(exercise(name)).getByRole('button', { name: 'Watch Demo' }));
      return user;
    }

    it('embeds a YouTube link with youtube-nocookie.com', async () => {
      const workout = makeWorkout();
      const user = await watchDemo(workout, 'Barbell Back Squat');
      const dialog = await screen.findByRole('dialog', { name: 'Barbell Back Squat demo' });
      const frame = dialog.querySelector('iframe');
      expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      // Full screen through `allow` alone: with allowfullscreen beside it, the browser warns.
      expect(frame?.getAttribute('allow')).toContain('fullscreen');
      expect(frame).not.toHaveAttribute('allowfullscreen');
      expect(dialog.querySelector('video')).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('embeds a Vimeo link with player.vimeo.com', async () => {
      const workout = makeWorkout();
      workout.sets[0]!.exercises[0]!.videoUrl = 'https://vimeo.com/76979871';
      await watchDemo(workout, 'Barbell Back Squat');
      const dialog = await screen.findByRole('dialog');
      expect(dialog.querySelector('iframe')).toHaveAttribute(
        'src',
        'https://player.vimeo.com/video/76979871',
      );
    });

    it('plays any other link in a video element', async () => {
      const workout = makeWorkout();
      const user = await watchDemo(workout, 'Plank');
      const dialog = await screen.findByRole('dialog', { name: 'Plank demo' });
      expect(dialog.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/plank.mp4');
      expect(dialog.querySelector('iframe')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('shows the description and special instructions', async () => {
      const workout = makeWorkout();
      const { user } = setup(workout);
      await ready(workout);
      expect(
        within(exercise('Plank')).queryByRole('button', { name: 'Description' }),
      ).not.toBeInTheDocument();
      await user.click(within(exercise('Barbell Back Squat')).getByRole('button', { name: 'Description' }));
      const dialog = await screen.findByRole('dialog', { name: 'Barbell Back Squat' });
      expect(dialog).toHaveTextContent('Sit the hips down and back, then drive up through the whole foot.');
      expect(dialog).toHaveTextContent('Keep the chest proud.');
    });

    it("shows the library exercise's two pictures and its steps in the description", async () => {
      const workout = makeWorkout();
      const squat = workout.sets[0]!.exercises.find((e) => e.exerciseName === 'Barbell Back Squat')!;
      const item = makeLibraryExercise(1, {
        id: squat.exerciseId,
        name: squat.exerciseName,
        pictures: ['0123456789abcdef', 'fedcba9876543210'],
        instructions: ['Set the bar on the upper back.', 'Sit down between the heels.'],
      });
      const { user, calls } = setup(workout, {
        [`GET /api/libraries/exercises/${squat.exerciseId}`]: { body: { item } },
      });
      await ready(workout);
      // Read only once the dialog opens: the workout page itself asks for no library exercise.
      expect(calls.some((c) => c.path.startsWith('/api/libraries/exercises/'))).toBe(false);
      await user.click(within(exercise('Barbell Back Squat')).getByRole('button', { name: 'Description' }));
      const dialog = await screen.findByRole('dialog', { name: 'Barbell Back Squat' });
      const start = await within(dialog).findByRole(
        'img',
        { name: 'Barbell Back Squat, start position' },
        slow,
      );
      expect(start).toHaveAttribute('src', '/api/exercise-pictures/0123456789abcdef-480.webp');
      expect(
        within(dialog).getByRole('img', { name: 'Barbell Back Squat, end position' }),
      ).toBeInTheDocument();
      const steps = within(dialog).getByRole('list', { name: 'Steps' });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Set the bar on the upper back.', 'Sit down between the heels.']);
    });
  });
});
