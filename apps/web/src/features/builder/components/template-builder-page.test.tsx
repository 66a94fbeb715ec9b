import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '@kinetic/contracts/libraries';
import type { WorkoutTemplate } from '@kinetic/contracts/templates';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise } from '../../libraries/test/library-fixtures.ts';
import { oneExercisePlan } from '../../../test/builder-fixtures.ts';

const ME = '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f70';
const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000f1';
const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000c1';

const squat: Exercise = makeExercise(0, {
  id: '00000000-0000-4000-8000-0000000000e1',
  name: 'Back Squat',
  category: 'Strength',
  description: 'Sit back and down.',
});

const sets = oneExercisePlan(squat, { row: { targetReps: 8, targetWeight: '60', weightUnit: 'kg' } });

const template = (overrides: Partial<WorkoutTemplate> = {}): WorkoutTemplate => ({
  id: TEMPLATE_ID,
  name: 'Leg base',
  description: '',
  estimatedDuration: 40,
  tags: [],
  sets,
  shared: false,
  createdBy: ME,
  createdByName: 'Alex Morgan',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const base = {
  'GET /api/set-types': { body: { setTypes: [] } },
  'GET /api/clients': {
    body: { clients: [{ id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera', username: 'samr' }], total: 1 },
  },
  'GET /api/libraries/exercises': { body: { exercises: [squat], total: 1, libraryTotal: 1 } },
};

describe('the builder in template mode', { timeout: 20_000 }, () => {
  it('makes a template: no client or date, shared with every trainer when asked', async () => {
    const calls = mockFetch({
      ...base,
      'GET /api/templates': { body: { templates: [], total: 0 } },
      'POST /api/templates': { status: 201, body: { template: template() } },
    });
    signIn(['TRAINER']);
    const { router } = renderApp('/trainer/templates/new');
    await screen.findByRole('heading', { level: 1, name: 'New Template' }, { timeout: 5000 });
    expect(screen.queryByLabelText('Workout Date')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Template Name'), 'Leg base');
    await user.click(screen.getByLabelText('Share with every trainer'));
    const block = screen.getByRole('region', { name: /^Set 1 - / });
    await user.click(within(block).getByRole('button', { name: 'Add Exercise' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Exercise' });
    await user.click(await within(picker).findByRole('button', { name: /Back Squat/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.type(within(block).getByLabelText('Set 1 reps'), '8');
    await user.click(screen.getByRole('button', { name: 'Save Template' }));
    expect(await findToast('Template created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/templates'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/templates');
    expect(post?.body).toMatchObject({ name: 'Leg base', shared: true, estimatedDuration: null });
    expect(post?.body).not.toHaveProperty('assignedTo');
    expect(post?.body).not.toHaveProperty('scheduledDate');
    expect(
      (post?.body as { sets: { exercises: { exerciseId: string }[] }[] }).sets[0]!.exercises[0]!.exerciseId,
    ).toBe(squat.id);
  });

  it("opens another trainer's shared template read-only, with its owner", async () => {
    mockFetch({
      ...base,
      [`GET /api/templates/${TEMPLATE_ID}`]: {
        body: { template: template({ shared: true, createdBy: CLIENT_ID, createdByName: 'Jordan Lee' }) },
      },
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/templates/${TEMPLATE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Leg base' }, { timeout: 5000 });
    expect(screen.getByText('Shared by Jordan Lee')).toBeInTheDocument();
    expect(screen.getByLabelText('Template Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Save Template|Update Template/ })).not.toBeInTheDocument();
  });

  it('saves a workout as a template from the builder, with a link to it', async () => {
    const calls = mockFetch({
      ...base,
      [`GET /api/workouts/${WORKOUT_ID}`]: {
        body: {
          workout: {
            id: WORKOUT_ID,
            name: 'Leg day',
            description: '',
            status: 'SCHEDULED',
            scheduledDate: '2026-11-21',
            completedDate: null,
            createdAt: '2026-11-01T00:00:00.000Z',
            estimatedDuration: 50,
            tags: [],
            assignedTo: CLIENT_ID,
            createdBy: ME,
            sets,
          },
        },
      },
      [`GET /api/templates/${TEMPLATE_ID}`]: { body: { template: template({ name: 'Leg day base' }) } },
      [`POST /api/workouts/${WORKOUT_ID}/template`]: {
        status: 201,
        body: { template: template({ name: 'Leg day base' }) },
      },
    });
    signIn(['TRAINER']);
    const { router } = renderApp(`/trainer/workout-builder?clientId=${CLIENT_ID}&workoutId=${WORKOUT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Workout' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save as Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Template' });
    const name = within(dialog).getByLabelText('Template Name *');
    expect(name).toHaveValue('Leg day');
    await user.clear(name);
    await user.type(name, 'Leg day base');
    await user.click(within(dialog).getByRole('button', { name: 'Save Template' }));
    const open = await screen.findByRole('button', { name: 'Open Leg day base' });
    expect(calls.find((c) => c.path.endsWith('/template'))?.body).toEqual({ name: 'Leg day base' });
    // Only the template was made: the workout itself was not saved.
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trainer/templates/${TEMPLATE_ID}`));
  });
});
