import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Condition } from '@kinetic/contracts/conditions';
import type { Workout, WorkoutInput } from '@kinetic/contracts/workouts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise } from '../../libraries/test/library-fixtures.ts';
import { oneExercisePlan } from '../../../test/builder-fixtures.ts';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000f1';
const squat = makeExercise(11, { name: 'Back Squat', contraindications: ['knee', 'lower-back'] });
const plank = makeExercise(12, { name: 'Plank' });
const press = makeExercise(13, { name: 'Overhead Press', contraindications: ['shoulder'] });
const library = [squat, plank, press];

const clientPath = `/api/clients/${CLIENT_ID}`;

function handlers(conditions: Condition[], extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    'GET /api/set-types': { body: { setTypes: [] } },
    'GET /api/clients': {
      body: {
        clients: [{ id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera', username: 'samr' }],
        total: 1,
      },
    },
    'GET /api/libraries/exercises': {
      body: { exercises: library, total: library.length, libraryTotal: library.length },
    },
    [`GET ${clientPath}/conditions`]: { body: { conditions, suggested: [] } },
    [`GET ${clientPath}/exercise-suggestions`]: { body: { recent: [], mostUsed: [] } },
    [`GET ${clientPath}/last-performances`]: { body: { performances: [] } },
    ...extra,
  } as Parameters<typeof mockFetch>[0];
}

async function openBuilder(path = `/trainer/workout-builder?clientId=${CLIENT_ID}`) {
  signIn(['TRAINER']);
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /Create Workout|Edit Workout/ }, { timeout: 5000 });
}

const block = (n: number) => screen.getByRole('region', { name: new RegExp(`^Set ${n} - `) });

async function pick(user: ReturnType<typeof userEvent.setup>, n: number, name: string) {
  await user.click(within(block(n)).getByRole('button', { name: 'Add Exercise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Exercise' });
  const list = await within(dialog).findByRole('list', { name: 'Exercises' });
  await user.click(within(list).getByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Workout Name'), 'Legs');
  fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-21' } });
}

const saved = (sets: Workout['sets'] = []): Workout => ({
  id: WORKOUT_ID,
  name: 'Legs',
  description: '',
  status: 'SCHEDULED',
  scheduledDate: '2026-11-21',
  completedDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  estimatedDuration: null,
  tags: [],
  assignedTo: CLIENT_ID,
  createdBy: null,
  programAssignmentId: null,
  sets,
});

describe('builder: health warnings', { timeout: 20_000 }, () => {
  it("shows the client's conditions, warns on a contraindicated exercise as it is added, and still saves", async () => {
    const warning = {
      exerciseId: squat.id,
      exerciseName: 'Back Squat',
      condition: 'knee' as const,
      message: 'Back Squat is contraindicated for knee',
    };
    const calls = mockFetch(
      handlers(['knee', 'shoulder'], {
        'POST /api/workouts': { status: 201, body: { workout: saved(), warnings: [warning] } },
      }),
    );
    await openBuilder();
    const banner = await screen.findByRole('link', { name: 'Health flags: Knee, Shoulder' });
    expect(banner).toHaveAttribute('href', `/trainer/clients/${CLIENT_ID}`);

    const user = userEvent.setup();
    await pick(user, 1, 'Plank');
    expect(within(block(1)).queryByRole('note')).not.toBeInTheDocument();
    await pick(user, 1, 'Back Squat');
    const notes = within(block(1)).getAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual(['Back Squat is contraindicated for knee']);
    await pick(user, 1, 'Overhead Press');
    expect(within(block(1)).getByText('Overhead Press is contraindicated for shoulder')).toBeInTheDocument();

    for (const input of within(block(1)).getAllByLabelText('Set 1 reps')) {
      if (!(input as HTMLInputElement).value) await user.type(input, '5');
    }
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await findToast('Workout created successfully')).toBeInTheDocument();
    expect(
      await findToast('Saved with health warnings: Back Squat is contraindicated for knee'),
    ).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')?.body as WorkoutInput;
    expect(body.sets[0]!.exercises?.map((e) => e.exerciseId)).toEqual([plank.id, squat.id, press.id]);
  });

  it('shows no banner or warning for a client without conditions', async () => {
    mockFetch(handlers([]));
    await openBuilder();
    const user = userEvent.setup();
    await pick(user, 1, 'Back Squat');
    expect(screen.queryByText(/Health flags/)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("marks a saved workout's exercises from the server's warnings", async () => {
    const sets = oneExercisePlan(squat);
    mockFetch(
      handlers(['knee'], {
        [`GET /api/workouts/${WORKOUT_ID}`]: {
          body: {
            workout: saved(sets),
            warnings: [
              {
                exerciseId: squat.id,
                exerciseName: 'Back Squat',
                condition: 'knee',
                message: 'Back Squat is contraindicated for knee',
              },
            ],
          },
        },
      }),
    );
    await openBuilder(`/trainer/workout-builder?clientId=${CLIENT_ID}&workoutId=${WORKOUT_ID}`);
    expect(await within(block(1)).findByText('Back Squat is contraindicated for knee')).toBeInTheDocument();
  });
});

describe('builder: faster building', { timeout: 20_000 }, () => {
  it('duplicates a block right after it, with its exercises and targets', async () => {
    const calls = mockFetch(
      handlers([], { 'POST /api/workouts': { status: 201, body: { workout: saved(), warnings: [] } } }),
    );
    await openBuilder();
    const user = userEvent.setup();
    await pick(user, 1, 'Plank');
    await user.type(within(block(1)).getByLabelText('Set 1 reps'), '12');
    await user.click(screen.getAllByRole('button', { name: 'Add Set' }).at(-1)!);
    await pick(user, 2, 'Back Squat');
    await user.type(within(block(2)).getByLabelText('Set 1 reps'), '5');
    await user.click(within(block(1)).getByRole('button', { name: 'Duplicate set 1' }));
    expect(screen.getAllByRole('region', { name: /^Set \d - / })).toHaveLength(3);
    expect(within(block(2)).getByText('Plank')).toBeInTheDocument();
    expect(within(block(2)).getByLabelText('Set 1 reps')).toHaveValue(12);
    expect(within(block(3)).getByText('Back Squat')).toBeInTheDocument();
    // The copy is its own: changing it leaves the original alone.
    await user.clear(within(block(2)).getByLabelText('Set 1 reps'));
    await user.type(within(block(2)).getByLabelText('Set 1 reps'), '20');
    expect(within(block(1)).getByLabelText('Set 1 reps')).toHaveValue(12);

    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    await findToast('Workout created successfully');
    const body = calls.find((c) => c.method === 'POST')?.body as WorkoutInput;
    expect(body.sets.map((b) => b.exercises?.map((e) => [e.exerciseId, e.sets?.[0]?.targetReps]))).toEqual([
      [[plank.id, 12]],
      [[plank.id, 20]],
      [[squat.id, 5]],
    ]);
  });

  it('reorders exercises within a block with the up and down buttons, from the keyboard too', async () => {
    mockFetch(handlers([]));
    await openBuilder();
    const user = userEvent.setup();
    await pick(user, 1, 'Plank');
    await pick(user, 1, 'Back Squat');
    await pick(user, 1, 'Overhead Press');
    const order = () =>
      within(within(block(1)).getByRole('list', { name: 'Set 1 exercises' }))
        .getAllByRole('button', { name: /^Move .* up$/ })
        .map((b) => b.getAttribute('aria-label')!.replace(/^Move | up$/g, ''));
    expect(order()).toEqual(['Plank', 'Back Squat', 'Overhead Press']);
    expect(within(block(1)).getByRole('button', { name: 'Move Plank up' })).toBeDisabled();
    expect(within(block(1)).getByRole('button', { name: 'Move Overhead Press down' })).toBeDisabled();
    await user.click(within(block(1)).getByRole('button', { name: 'Move Overhead Press up' }));
    expect(order()).toEqual(['Plank', 'Overhead Press', 'Back Squat']);
    within(block(1)).getByRole('button', { name: 'Move Plank down' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Overhead Press', 'Plank', 'Back Squat']);
  });

  it("offers the client's recent exercises and the trainer's most used before any search", async () => {
    mockFetch(
      handlers([], {
        [`GET ${clientPath}/exercise-suggestions`]: { body: { recent: [press], mostUsed: [plank, squat] } },
      }),
    );
    await openBuilder();
    const user = userEvent.setup();
    await user.click(within(block(1)).getByRole('button', { name: 'Add Exercise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Exercise' });
    const recent = await within(dialog).findByRole('region', { name: 'Recent for Sam' });
    expect(within(recent).getByText('Overhead Press')).toBeInTheDocument();
    const mostUsed = within(dialog).getByRole('region', { name: 'Your most used' });
    expect(
      within(mostUsed)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Plank'), expect.stringContaining('Back Squat')]);
    await user.type(within(dialog).getByLabelText('Search exercises'), 'squat');
    await waitFor(() =>
      expect(within(dialog).queryByRole('region', { name: 'Recent for Sam' })).not.toBeInTheDocument(),
    );
    await user.clear(within(dialog).getByLabelText('Search exercises'));
    const again = await within(dialog).findByRole('region', { name: 'Recent for Sam' }, { timeout: 3000 });
    await user.click(within(again).getByRole('button', { name: /Overhead Press/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(block(1)).getByText('Overhead Press')).toBeInTheDocument();
  });

  it('shows beside each exercise what the client last did of it', async () => {
    const answer = (): MockAnswer => ({
      body: {
        performances: [
          {
            exerciseId: squat.id,
            date: '2026-11-12T10:00:00.000Z',
            workoutId: WORKOUT_ID,
            sets: [
              { setNumber: 1, actualReps: 8, actualWeight: '60', weightUnit: 'kg' },
              { setNumber: 2, actualReps: 6, actualWeight: '62.5', weightUnit: 'kg' },
            ],
          },
        ],
      },
    });
    const calls = mockFetch(handlers([], { [`GET ${clientPath}/last-performances`]: answer }));
    await openBuilder();
    const user = userEvent.setup();
    await pick(user, 1, 'Back Squat');
    expect(
      await within(block(1)).findByText(
        'Last time (Nov 12, 2026): 8 × 60 kg (132.3 lbs), 6 × 62.5 kg (137.8 lbs)',
      ),
    ).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === `${clientPath}/last-performances`).at(-1);
    expect(asked?.query.get('exerciseIds')).toBe(squat.id);
  });
});
