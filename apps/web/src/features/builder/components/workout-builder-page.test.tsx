import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@kinetic/contracts/libraries';
import { exerciseMessage, type Workout } from '@kinetic/contracts/workouts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch, type MockAnswer } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise } from '../../libraries/test/library-fixtures.ts';
import { oneExercisePlan } from '../../../test/builder-fixtures.ts';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER_CLIENT_ID = '00000000-0000-4000-8000-0000000000a2';
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000f1';

/** A library exercise with none of the optional details unless given. */
const exercise = (overrides: Partial<Exercise>) =>
  makeExercise(0, { category: '', name: 'Exercise', ...overrides });

const squat = exercise({
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Back Squat',
  category: 'Strength',
  musclesWorked: ['Quadriceps', 'Glutes'],
  equipment: ['Barbell', 'Squat rack'],
  description: 'Sit back and down.',
});
const plank = exercise({
  id: '00000000-0000-4000-8000-0000000000e2',
  name: 'Plank',
  category: 'Core',
  musclesWorked: ['Abs'],
  description: 'Hold a straight line.',
});
const bench = exercise({
  id: '00000000-0000-4000-8000-0000000000e3',
  name: 'Bench Press',
  category: 'Strength',
  musclesWorked: ['Chest'],
  equipment: ['Barbell', 'Bench'],
  description: 'Press up.',
});

const clients = [
  { id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera', username: 'samr' },
  { id: OTHER_CLIENT_ID, firstName: 'Alex', lastName: 'Chen', username: 'alex' },
];

/** GET /api/libraries/exercises as the server answers it: searched (any field), paged, with the counts. */
function exerciseList(all: Exercise[]) {
  return ({ query }: { query: URLSearchParams }): MockAnswer => {
    const term = (query.get('search') ?? '').toLowerCase();
    const matching = all.filter(
      (e) =>
        !term ||
        [e.name, e.description, e.category, ...e.musclesWorked].some((v) => v.toLowerCase().includes(term)),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 200);
    return {
      body: {
        exercises: matching.slice(offset, offset + limit),
        total: matching.length,
        libraryTotal: all.length,
      },
    };
  };
}

function baseHandlers(extra: Parameters<typeof mockFetch>[0] = {}) {
  return {
    'GET /api/set-types': {
      body: {
        setTypes: [
          { id: 't1', name: 'Warm-up', description: '' },
          { id: 't2', name: 'Superset', description: '' },
        ],
      },
    },
    'GET /api/clients': { body: { clients, total: 2 } },
    'GET /api/libraries/exercises': exerciseList([squat, plank, bench]),
    ...extra,
  };
}

const savedWorkout: Workout = {
  id: WORKOUT_ID,
  name: 'Leg day',
  description: 'Heavy legs',
  status: 'SCHEDULED',
  scheduledDate: '2026-11-21',
  completedDate: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  estimatedDuration: 50,
  tags: ['legs'],
  assignedTo: CLIENT_ID,
  createdBy: null,
  programAssignmentId: null,
  sets: oneExercisePlan(squat, {
    block: { setType: 'Warm-up', restPeriod: '60s', intensityLevel: 6, targetHeartRate: 130 },
    exercise: { equipment: ['Barbell'], description: 'Sit back and down.', completedAsPrescribed: false },
    row: { targetWeight: '60', weightUnit: 'kg' },
  }),
};

async function openBuilder(path = `/trainer/workout-builder?clientId=${CLIENT_ID}`) {
  signIn(['TRAINER']);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /Create Workout|Edit Workout/ }, { timeout: 5000 });
  return app;
}

function block(n: number) {
  return screen.getByRole('region', { name: new RegExp(`^Set ${n} - `) });
}

async function pickExercise(user: ReturnType<typeof userEvent.setup>, blockNumber: number, name: string) {
  await user.click(within(block(blockNumber)).getByRole('button', { name: 'Add Exercise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Exercise' });
  await user.click(await within(dialog).findByRole('button', { name: new RegExp(name) }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('workout builder: create', { timeout: 20_000 }, () => {
  it('builds a workout and POSTs exactly what was entered', async () => {
    const calls = mockFetch(
      baseHandlers({
        'POST /api/workouts': { status: 201, body: { workout: { ...savedWorkout, id: 'new' } } },
      }),
    );
    const { router } = await openBuilder();
    const user = userEvent.setup();

    expect(screen.getByText('Add at least one exercise to create a workout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Workout' })).toBeDisabled();
    expect(await screen.findByText('For Sam Rivera')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Workout Name'), 'Lower body');
    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-21' } });
    await user.type(screen.getByLabelText('Target Duration (minutes)'), '45');
    await user.type(screen.getByLabelText('Description'), 'Strength focus');

    // Block fields.
    await user.selectOptions(within(block(1)).getByLabelText('Set Type'), 'Superset');
    expect(screen.getByRole('heading', { name: 'Set 1 - Superset' })).toBeInTheDocument();
    await user.type(within(block(1)).getByLabelText('Rest Period'), '90 seconds');
    await user.type(within(block(1)).getByLabelText('Intensity Level / RPE (1-10)'), '8');
    await user.type(within(block(1)).getByLabelText('Target Heart Rate (BPM)'), '150');

    // An exercise with one set row (reps 0, highlighted) and expanded.
    await pickExercise(user, 1, 'Back Squat');
    expect(screen.queryByText('Add at least one exercise to create a workout')).not.toBeInTheDocument();
    const reps1 = within(block(1)).getByLabelText('Set 1 reps');
    expect(reps1).toHaveAttribute('aria-invalid', 'true');
    await user.type(reps1, '8');
    expect(reps1).not.toHaveAttribute('aria-invalid');
    await user.type(within(block(1)).getByLabelText('Set 1 weight'), '60');
    await user.click(
      within(within(block(1)).getByRole('group', { name: 'Set 1 unit' })).getByRole('button', { name: 'kg' }),
    );
    await user.click(within(block(1)).getByRole('button', { name: 'Set 1 each side' }));

    // Copy-set copies reps, weight, unit and each-side.
    await user.click(within(block(1)).getByRole('button', { name: 'Copy set 1' }));
    expect(within(block(1)).getByLabelText('Set 2 reps')).toHaveValue(8);
    expect(within(block(1)).getByLabelText('Set 2 weight')).toHaveValue('60');

    // The same exercise again adds a set row instead of a duplicate.
    await pickExercise(user, 1, 'Back Squat');
    expect(within(block(1)).getAllByText('Back Squat')).toHaveLength(1);
    expect(within(block(1)).getByLabelText('Set 3 reps')).toHaveValue(null);
    await user.click(within(block(1)).getByRole('button', { name: 'Delete set 3' }));
    expect(within(block(1)).queryByLabelText('Set 3 reps')).not.toBeInTheDocument();

    await user.type(within(block(1)).getByLabelText('Tempo/Intensity'), '3-1-1');

    // A second block with a timed exercise.
    // The bottom 'Add Set' (the last one) adds a block; the one in an exercise adds a row.
    await user.click(screen.getAllByRole('button', { name: 'Add Set' }).at(-1)!);
    expect(screen.getByRole('heading', { name: 'Set 2 - No Type' })).toBeInTheDocument();
    await pickExercise(user, 2, 'Plank');
    await user.type(within(block(2)).getByLabelText('Duration'), '45 seconds');

    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await findToast('Workout created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`));

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/workouts');
    expect(post?.body).toEqual({
      name: 'Lower body',
      description: 'Strength focus',
      scheduledDate: '2026-11-21',
      estimatedDuration: 45,
      tags: [],
      assignedTo: CLIENT_ID,
      sets: [
        {
          setType: 'Superset',
          restPeriod: '90 seconds',
          intensityLevel: 8,
          targetHeartRate: 150,
          specialInstructions: '',
          exercises: [
            {
              exerciseId: squat.id,
              exerciseName: 'Back Squat',
              duration: '',
              tempo: '3-1-1',
              description: 'Sit back and down.',
              specialInstructions: '',
              sets: [
                { targetReps: 8, targetWeight: '60', weightUnit: 'kg', eachSide: true, targetDuration: '' },
                { targetReps: 8, targetWeight: '60', weightUnit: 'kg', eachSide: true, targetDuration: '' },
              ],
            },
          ],
        },
        {
          setType: '',
          restPeriod: '',
          intensityLevel: null,
          targetHeartRate: null,
          specialInstructions: '',
          exercises: [
            {
              exerciseId: plank.id,
              exerciseName: 'Plank',
              duration: '45 seconds',
              tempo: '',
              description: 'Hold a straight line.',
              specialInstructions: '',
              sets: [
                { targetReps: 0, targetWeight: '', weightUnit: 'lbs', eachSide: false, targetDuration: '' },
              ],
            },
          ],
        },
      ],
    });
  });

  it('shows the field messages and the per-exercise message without sending', async () => {
    const calls = mockFetch(baseHandlers());
    await openBuilder();
    const user = userEvent.setup();
    await pickExercise(user, 1, 'Bench Press');
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText('Workout name is required')).toBeInTheDocument();
    expect(screen.getByText('Workout date is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Workout Name')).toHaveAccessibleDescription('Workout name is required');

    await user.type(screen.getByLabelText('Workout Name'), 'Push');
    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-22' } });
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    const box = (await screen.findByText('Error creating workout')).closest('[role="alert"]');
    expect(box).not.toBeNull();
    expect(box).toHaveTextContent(exerciseMessage('Bench Press'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's error, else the fallback, in the error box", async () => {
    let answer: MockAnswer = { status: 400, body: { error: 'Client is not assigned to you' } };
    mockFetch(baseHandlers({ 'POST /api/workouts': () => answer }));
    await openBuilder();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Workout Name'), 'Push');
    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-22' } });
    await pickExercise(user, 1, 'Bench Press');
    await user.type(within(block(1)).getByLabelText('Set 1 reps'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText('Client is not assigned to you')).toBeInTheDocument();
    expect(screen.getByText('Error creating workout')).toBeInTheDocument();

    answer = { status: 403 };
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText('Failed to create workout')).toBeInTheDocument();

    answer = { status: 500 };
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText('The server had a problem. Please try again.')).toBeInTheDocument();
  });

  it('moves, renumbers and deletes set blocks; the only block cannot be deleted', async () => {
    mockFetch(baseHandlers());
    await openBuilder();
    const user = userEvent.setup();
    expect(within(block(1)).queryByRole('button', { name: 'Delete set 1' })).not.toBeInTheDocument();
    const addBlock = () => user.click(screen.getAllByRole('button', { name: 'Add Set' }).at(-1)!);
    await addBlock();
    await addBlock();
    await user.selectOptions(within(block(1)).getByLabelText('Set Type'), 'Warm-up');
    await user.selectOptions(within(block(3)).getByLabelText('Set Type'), 'Superset');
    const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(['Set 1 - Warm-up', 'Set 2 - No Type', 'Set 3 - Superset']);
    expect(screen.getByRole('button', { name: 'Move set 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move set 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move set 1 down' }));
    expect(titles()).toEqual(['Set 1 - No Type', 'Set 2 - Warm-up', 'Set 3 - Superset']);
    await user.click(screen.getByRole('button', { name: 'Move set 3 up' }));
    expect(titles()).toEqual(['Set 1 - No Type', 'Set 2 - Superset', 'Set 3 - Warm-up']);
    await user.click(screen.getByRole('button', { name: 'Delete set 1' }));
    expect(titles()).toEqual(['Set 1 - Superset', 'Set 2 - Warm-up']);
    await user.click(screen.getByRole('button', { name: 'Delete set 2' }));
    expect(titles()).toEqual(['Set 1 - Superset']);
    expect(screen.queryByRole('button', { name: 'Delete set 1' })).not.toBeInTheDocument();
  });

  it('removes exercises (renumbering) and changes one keeping its sets', async () => {
    mockFetch(baseHandlers());
    await openBuilder();
    const user = userEvent.setup();
    await pickExercise(user, 1, 'Back Squat');
    await pickExercise(user, 1, 'Plank');
    await pickExercise(user, 1, 'Bench Press');
    await user.click(screen.getByRole('button', { name: 'Remove Back Squat' }));
    expect(screen.getByRole('button', { name: /^1 Plank/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^2 Bench Press/ })).toBeInTheDocument();

    await user.type(screen.getAllByLabelText('Set 1 reps')[1]!, '12');
    await user.click(screen.getByRole('button', { name: 'Change Bench Press' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Exercise' });
    await user.click(await within(dialog).findByRole('button', { name: /Back Squat/ }));
    expect(screen.queryByRole('button', { name: 'Change Bench Press' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^2 Back Squat/ })).toHaveTextContent('Barbell, Squat rack');
    expect(screen.getAllByLabelText('Set 1 reps')[1]).toHaveValue(12);
  });

  it('redirects without clientId (trainer) and for non-trainers', async () => {
    mockFetch(baseHandlers());
    signIn(['TRAINER']);
    const trainer = renderApp('/trainer/workout-builder');
    await waitFor(() => expect(trainer.router.state.location.pathname).toBe('/trainer/clients'), {
      timeout: 5000,
    });
    trainer.unmount();
    useAuthStore.getState().logout();

    signIn(['CLIENT']);
    const client = renderApp(`/trainer/workout-builder?clientId=${CLIENT_ID}`);
    await waitFor(() => expect(client.router.state.location.pathname).toBe('/dashboard'), { timeout: 5000 });
  });
});

describe('workout builder: what the trainer sees while editing', { timeout: 20_000 }, () => {
  it('the error box goes as soon as the problem is fixed, and a refusal as soon as anything changes', async () => {
    mockFetch(
      baseHandlers({
        'POST /api/workouts': { status: 400, body: { error: 'Client is not assigned to you' } },
      }),
    );
    await openBuilder();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Workout Name'), 'Push');
    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-22' } });
    await pickExercise(user, 1, 'Bench Press');
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText(exerciseMessage('Bench Press'))).toBeInTheDocument();
    // Fixed: the box goes at once, without sending again.
    await user.type(within(block(1)).getByLabelText('Set 1 reps'), '5');
    expect(screen.queryByText('Error creating workout')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    expect(await screen.findByText('Client is not assigned to you')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Workout Name'), ' A');
    expect(screen.queryByText('Client is not assigned to you')).not.toBeInTheDocument();
  });

  it('reps are not marked wrong on an exercise with a duration or a tempo', async () => {
    mockFetch(baseHandlers());
    await openBuilder();
    const user = userEvent.setup();
    await pickExercise(user, 1, 'Plank');
    const reps = within(block(1)).getByLabelText('Set 1 reps');
    expect(reps).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(block(1)).getByLabelText('Duration'), '45 seconds');
    expect(reps).not.toHaveAttribute('aria-invalid');
    await user.clear(within(block(1)).getByLabelText('Duration'));
    await user.type(within(block(1)).getByLabelText('Tempo/Intensity'), '3-1-1');
    expect(reps).not.toHaveAttribute('aria-invalid');
  });

  it('asks before leaving with unsaved changes (links and the sidebar), and not once saved or unchanged', async () => {
    mockFetch(
      baseHandlers({
        'POST /api/workouts': { status: 201, body: { workout: { ...savedWorkout, id: 'new' } } },
      }),
    );
    const { router } = await openBuilder();
    const user = userEvent.setup();
    // Nothing typed yet: leaving is free.
    await user.click(screen.getAllByRole('link', { name: 'Cancel' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`));
    await router.navigate(`/trainer/workout-builder?clientId=${CLIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Create Workout' });

    await user.type(screen.getByLabelText('Workout Name'), 'Lower body');
    await user.click(
      within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', {
        name: 'My Clients',
      }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/trainer/workout-builder');
    expect(screen.getByLabelText('Workout Name')).toHaveValue('Lower body');

    // A change to the plan alone counts too; leaving then goes where it was asked to.
    await user.clear(screen.getByLabelText('Workout Name'));
    await pickExercise(user, 1, 'Plank');
    await user.click(screen.getAllByRole('link', { name: 'Cancel' })[0]!);
    const again = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`));
    // The client's page is on screen (the builder, and its guard against leaving, are gone).
    await screen.findByRole('heading', { level: 1, name: 'Client not found' }, { timeout: 5000 });

    // Saved: going to the client's page asks nothing.
    await router.navigate(`/trainer/workout-builder?clientId=${CLIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Create Workout' });
    await user.type(screen.getByLabelText('Workout Name'), 'Push');
    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2026-11-22' } });
    await pickExercise(user, 1, 'Bench Press');
    await user.type(within(block(1)).getByLabelText('Set 1 reps'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('exercise picker', { timeout: 20_000 }, () => {
  it('shows loading, then the rows with equipment and the count; searches the server from the first character', async () => {
    let release: () => void = () => {};
    let held = true;
    const list = exerciseList([squat, plank, bench]);
    const calls = mockFetch(
      baseHandlers({
        'GET /api/libraries/exercises': (request) =>
          held
            ? new Promise<MockAnswer>((resolve) => (release = () => resolve(list(request))))
            : list(request),
      }),
    );
    await openBuilder();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Exercise' });
    expect(within(dialog).getByText('Loading exercises...')).toBeInTheDocument();
    held = false;
    release();
    expect(await within(dialog).findByText('Equipment: Barbell, Squat rack')).toBeInTheDocument();
    expect(within(dialog).getByText('Equipment: None')).toBeInTheDocument();
    expect(within(dialog).getByText('3 exercises')).toBeInTheDocument();

    const search = within(dialog).getByLabelText('Search exercises');
    expect(search).toHaveFocus();
    const names = () =>
      within(dialog)
        .queryAllByRole('button', { name: /Equipment/ })
        .map((b) => b.querySelector('span span')?.textContent);
    const searched = () =>
      calls.filter((c) => c.path === '/api/libraries/exercises').map((c) => c.query.get('search'));

    // One character is enough; the server decides what matches.
    await user.type(search, 'q');
    expect(await within(dialog).findByText('1 of 3 exercises')).toBeInTheDocument();
    expect(names()).toEqual(['Back Squat']);
    expect(searched()).toContain('q');
    await user.clear(search);
    await user.type(search, 'straight line');
    await waitFor(() => expect(names()).toEqual(['Plank']));
    // Typing is debounced: the words typed in one go make one call, not one per letter.
    expect(searched().filter((t) => t?.startsWith('str'))).toEqual(['straight line']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await within(dialog).findByText('No exercises match your search')).toBeInTheDocument();
    expect(within(dialog).getByText('0 of 3 exercises')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reaches the whole library: pages load on demand, and the last exercise can be picked', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      exercise({
        id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
        name: i === 119 ? 'Zercher Squat' : `Exercise ${String(i + 1).padStart(3, '0')}`,
      }),
    );
    mockFetch(baseHandlers({ 'GET /api/libraries/exercises': exerciseList(many) }));
    await openBuilder();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Exercise' });
    expect(await within(dialog).findByText('Showing 50 of 120 exercises')).toBeInTheDocument();
    expect(within(dialog).getByText('120 exercises')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more exercises' }));
    expect(await within(dialog).findByText('Showing 100 of 120 exercises')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more exercises' }));
    await user.click(await within(dialog).findByRole('button', { name: /Zercher Squat/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^1 Zercher Squat/ })).toBeInTheDocument();
  });

  it('offers Retry after an error and says when the library is empty', async () => {
    let answer: MockAnswer = { status: 500, body: { error: 'Library unavailable' } };
    mockFetch(baseHandlers({ 'GET /api/libraries/exercises': () => answer }));
    await openBuilder();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Exercise' }));
    const dialog = screen.getByRole('dialog', { name: 'Select Exercise' });
    expect(await within(dialog).findByText('Library unavailable')).toBeInTheDocument();
    answer = { body: { exercises: [], total: 0, libraryTotal: 0 } };
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No exercises available')).toBeInTheDocument();
  });
});

describe('workout builder: edit', { timeout: 20_000 }, () => {
  const editPath = `/trainer/workout-builder?clientId=${CLIENT_ID}&workoutId=${WORKOUT_ID}`;

  it('loads the workout and PUTs the changes', async () => {
    let release: (a: MockAnswer) => void = () => {};
    const calls = mockFetch(
      baseHandlers({
        [`GET /api/workouts/${WORKOUT_ID}`]: () => new Promise<MockAnswer>((resolve) => (release = resolve)),
        [`PUT /api/workouts/${WORKOUT_ID}`]: { body: { workout: savedWorkout } },
      }),
    );
    signIn(['TRAINER']);
    const { router } = renderApp(editPath);
    expect(await screen.findByText('Loading workout...', {}, { timeout: 5000 })).toBeInTheDocument();
    release({ body: { workout: savedWorkout } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Workout' })).toBeInTheDocument();
    expect(screen.getByLabelText('Workout Name')).toHaveValue('Leg day');
    expect(screen.getByLabelText('Workout Date')).toHaveValue('2026-11-21');
    expect(screen.getByLabelText('Target Duration (minutes)')).toHaveValue(50);
    expect(screen.getByRole('heading', { name: 'Set 1 - Warm-up' })).toBeInTheDocument();
    expect(within(block(1)).getByLabelText('Intensity Level / RPE (1-10)')).toHaveValue(6);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^1 Back Squat/ }));
    const reps = within(block(1)).getByLabelText('Set 1 reps');
    await user.clear(reps);
    await user.type(reps, '12');
    await user.click(screen.getByRole('button', { name: 'Update Workout' }));
    expect(await findToast('Workout updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Leg day',
      tags: ['legs'],
      assignedTo: CLIENT_ID,
      sets: [
        {
          setType: 'Warm-up',
          intensityLevel: 6,
          targetHeartRate: 130,
          exercises: [{ sets: [{ targetReps: 12, weightUnit: 'kg' }] }],
        },
      ],
    });
  });

  it("shows 'Failed to fetch workout' when it cannot be loaded", async () => {
    mockFetch(baseHandlers({ [`GET /api/workouts/${WORKOUT_ID}`]: { status: 403 } }));
    signIn(['TRAINER']);
    renderApp(editPath);
    expect(await screen.findByText('Failed to fetch workout', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens a completed workout read-only', async () => {
    mockFetch(
      baseHandlers({
        [`GET /api/workouts/${WORKOUT_ID}`]: {
          body: {
            workout: { ...savedWorkout, status: 'COMPLETED', completedDate: '2026-11-21T10:00:00.000Z' },
          },
        },
      }),
    );
    await openBuilder(editPath);
    expect(screen.getByText(/This workout is completed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Workout' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Workout Name')).toBeDisabled();
    expect(within(block(1)).getByLabelText('Set 1 reps')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
  });

  it('copies the workout to a client and date in one call, then opens that client', async () => {
    let copyAnswer: MockAnswer = { status: 403 };
    const calls = mockFetch(
      baseHandlers({
        [`GET /api/workouts/${WORKOUT_ID}`]: { body: { workout: savedWorkout } },
        // Nothing else on that day: the copy is made at once.
        [`POST /api/workouts/${WORKOUT_ID}/copies/preview`]: {
          body: { workouts: { keep: 1, replace: 1, skip: 1 }, clashes: [], warnings: [] },
        },
        [`POST /api/workouts/${WORKOUT_ID}/copies`]: () => copyAnswer,
      }),
    );
    const { router } = await openBuilder(editPath);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Workout' });
    const name = within(dialog).getByLabelText('Workout Name *');
    expect(name).toHaveValue('Copy of Leg day');
    const submit = within(dialog).getByRole('button', { name: 'Copy Workout' });
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Assign to Client *'), 'Alex Chen');
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date *'), { target: { value: '2026-12-01' } });
    expect(submit).toBeEnabled();
    // A copy needs a name.
    await user.clear(name);
    expect(submit).toBeDisabled();
    await user.type(name, 'Leg day B');

    await user.click(submit);
    expect(await within(dialog).findByText('Failed to copy workout')).toBeInTheDocument();

    copyAnswer = {
      status: 201,
      body: { workouts: [{ ...savedWorkout, id: 'copy', sets: undefined, assignedTo: OTHER_CLIENT_ID }] },
    };
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/clients/${OTHER_CLIENT_ID}`));
    expect(await screen.findByText('1 workout copied')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/workouts/${WORKOUT_ID}/copies`).at(-1)?.body).toEqual({
      targets: [{ name: 'Leg day B', assignedTo: OTHER_CLIENT_ID, scheduledDate: '2026-12-01' }],
    });
    // Copying leaves the workout being edited alone.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('copies to several clients on one date: rows added and removed, one call, the count in a toast', async () => {
    const calls = mockFetch(
      baseHandlers({
        [`GET /api/workouts/${WORKOUT_ID}`]: { body: { workout: savedWorkout } },
        [`POST /api/workouts/${WORKOUT_ID}/copies/preview`]: {
          body: { workouts: { keep: 1, replace: 1, skip: 1 }, clashes: [], warnings: [] },
        },
        [`POST /api/workouts/${WORKOUT_ID}/copies`]: {
          status: 201,
          body: {
            workouts: [
              { ...savedWorkout, id: 'c1', sets: undefined, assignedTo: OTHER_CLIENT_ID },
              { ...savedWorkout, id: 'c2', sets: undefined, assignedTo: CLIENT_ID },
            ],
          },
        },
      }),
    );
    const { router } = await openBuilder(editPath);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Workout' });
    await user.click(within(dialog).getByRole('button', { name: 'Add another copy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another copy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove copy 3' }));
    expect(within(dialog).queryByRole('group', { name: 'Copy 3' })).not.toBeInTheDocument();
    const copy = (n: number) => within(dialog).getByRole('group', { name: `Copy ${n}` });
    await user.click(within(dialog).getByLabelText('Same date for all'));
    expect(within(dialog).queryByLabelText('Scheduled Date *')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Date for all *'), { target: { value: '2026-12-03' } });
    await user.selectOptions(within(copy(1)).getByLabelText('Assign to Client *'), 'Alex Chen');
    await user.selectOptions(within(copy(2)).getByLabelText('Assign to Client *'), 'Sam Rivera');
    await user.click(within(dialog).getByRole('button', { name: 'Copy 2 Workouts' }));
    expect(await screen.findByText('2 workouts copied')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === `/api/workouts/${WORKOUT_ID}/copies`)).toHaveLength(1);
    expect(calls.find((c) => c.path === `/api/workouts/${WORKOUT_ID}/copies`)?.body).toEqual({
      targets: [
        { assignedTo: OTHER_CLIENT_ID, scheduledDate: '2026-12-03', name: 'Copy of Leg day' },
        { assignedTo: CLIENT_ID, scheduledDate: '2026-12-03', name: 'Copy of Leg day' },
      ],
    });
    // Copies for two clients: the builder stays.
    expect(router.state.location.pathname).toBe('/trainer/workout-builder');
  });
});
