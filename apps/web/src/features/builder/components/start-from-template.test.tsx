import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkoutTemplate } from '@kinetic/contracts/templates';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise, makeSetBlock, makeSetRow } from '../../workouts/lib/client-workout-fixtures.ts';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000d1';
const SQUAT_ID = '00000000-0000-4000-8000-0000000000e1';

const template: WorkoutTemplate = {
  id: TEMPLATE_ID,
  name: 'Strength A',
  description: 'Heavy day',
  estimatedDuration: 45,
  tags: ['strength'],
  shared: false,
  createdBy: null,
  createdByName: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  sets: [
    makeSetBlock({
      id: 'b1',
      setType: 'Warm-up',
      restPeriod: '90s',
      intensityLevel: 7,
      exercises: [
        makeExercise({
          id: 'x1',
          exerciseId: SQUAT_ID,
          exerciseName: 'Back Squat',
          order: 1,
          sets: [
            makeSetRow({ id: 'r1', targetReps: 5, targetWeight: '80', weightUnit: 'kg' }),
            makeSetRow({ id: 'r2', setNumber: 2, targetReps: 5, targetWeight: '80', weightUnit: 'kg' }),
          ],
        }),
      ],
    }),
  ],
};

describe('workout builder: start from template', { timeout: 20_000 }, () => {
  it('fills the plan and the empty details from a chosen template, and creates the workout', async () => {
    const calls = mockFetch({
      'GET /api/set-types': { body: { setTypes: [{ id: 't1', name: 'Warm-up', description: '' }] } },
      'GET /api/clients': {
        body: { clients: [{ id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera' }], total: 1 },
      },
      'GET /api/templates': {
        body: { templates: [{ ...template, sets: undefined, exerciseCount: 1 }], total: 1 },
      },
      [`GET /api/templates/${TEMPLATE_ID}`]: { body: { template } },
      'POST /api/workouts': ({ body }) => ({
        status: 201,
        body: { workout: { ...template, ...(body as object), id: 'new', status: 'SCHEDULED' }, warnings: [] },
      }),
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/workout-builder?clientId=${CLIENT_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Create Workout' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Workout Name'), 'Monday strength');

    await user.click(screen.getByRole('button', { name: 'Start from template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start from template' });
    await user.selectOptions(await within(dialog).findByLabelText('Template *'), 'Strength A');
    await user.click(within(dialog).getByRole('button', { name: 'Use Template' }));
    expect(await findToast('Plan from "Strength A"')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The trainer's own name stays; the empty details come from the template.
    expect(screen.getByLabelText('Workout Name')).toHaveValue('Monday strength');
    expect(screen.getByLabelText('Description')).toHaveValue('Heavy day');
    expect(screen.getByLabelText('Target Duration (minutes)')).toHaveValue(45);
    const first = screen.getByRole('region', { name: /^Set 1 - / });
    expect(first).toHaveTextContent('Back Squat');

    fireEvent.change(screen.getByLabelText('Workout Date'), { target: { value: '2027-01-04' } });
    await user.click(screen.getByRole('button', { name: 'Create Workout' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as {
      name: string;
      assignedTo: string;
      tags: string[];
      sets: { setType: string; exercises: { exerciseId: string; sets: { targetReps: number }[] }[] }[];
    };
    expect(sent).toMatchObject({ name: 'Monday strength', assignedTo: CLIENT_ID, tags: ['strength'] });
    expect(sent.sets[0]!.setType).toBe('Warm-up');
    expect(sent.sets[0]!.exercises[0]!.exerciseId).toBe(SQUAT_ID);
    expect(sent.sets[0]!.exercises[0]!.sets.map((s) => s.targetReps)).toEqual([5, 5]);
  });
});
