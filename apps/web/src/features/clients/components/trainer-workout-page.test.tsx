import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Workout } from '@kinetic/contracts/workouts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise, makeSetBlock, makeSetRow } from '../../workouts/lib/client-workout-fixtures.ts';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000a1';
const WORKOUT_ID = '00000000-0000-4000-8000-0000000000f1';

const workout: Workout = {
  id: WORKOUT_ID,
  name: 'Leg day',
  description: 'Heavy legs',
  status: 'COMPLETED',
  scheduledDate: '2026-11-20',
  completedDate: '2026-11-21T15:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  estimatedDuration: 50,
  tags: [],
  assignedTo: CLIENT_ID,
  createdBy: null,
  programAssignmentId: null,
  sets: [
    makeSetBlock({
      id: '00000000-0000-4000-8000-0000000000b1',
      setType: 'Straight Sets',
      restPeriod: '90s',
      intensityLevel: 8,
      exercises: [
        makeExercise({
          id: '00000000-0000-4000-8000-0000000000c1',
          exerciseId: '00000000-0000-4000-8000-0000000000e1',
          exerciseName: 'Back Squat',
          order: 1,
          equipment: ['Barbell'],
          tempo: '3-1-1',
          notes: 'Knee fine',
          completedAsPrescribed: false,
          sets: [
            makeSetRow({
              id: '00000000-0000-4000-8000-0000000000d1',
              targetWeight: '60',
              weightUnit: 'kg',
              actualReps: 8,
              actualWeight: '55',
              actualTempo: '3-1-1',
            }),
          ],
        }),
      ],
    }),
  ],
};

function handlers(answer: Workout = workout) {
  return {
    [`GET /api/workouts/${WORKOUT_ID}`]: { body: { workout: answer } },
    [`GET /api/clients/${CLIENT_ID}`]: {
      body: { client: { id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera', username: 'samr' } },
    },
  };
}

describe("a client's workout as their trainer sees it", { timeout: 20_000 }, () => {
  it.each(['/client/workouts', '/workouts'])(
    '%s/{id}: read-only, prescribed against actual, with a link to the builder',
    async (base) => {
      const calls = mockFetch(handlers());
      signIn(['TRAINER'], { preferences: { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 } });
      renderApp(`${base}/${WORKOUT_ID}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Leg day' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
      expect(await screen.findByText("Sam Rivera's workout, read-only")).toBeInTheDocument();
      const review = screen.getByRole('region', { name: 'Set 1' });
      expect(review).toHaveTextContent('Rest 90s · Intensity 8/10');
      const row = within(review).getAllByRole('row')[1]!;
      expect(row).toHaveTextContent('10 reps · 60 kg');
      expect(row).toHaveTextContent('8 reps · 55 kg · tempo 3-1-1');
      expect(within(review).getByText('Knee fine')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open in builder' })).toHaveAttribute(
        'href',
        `/trainer/workout-builder?clientId=${CLIENT_ID}&workoutId=${WORKOUT_ID}`,
      );
      expect(screen.getByRole('link', { name: 'Back to Sam Rivera' })).toHaveAttribute(
        'href',
        `/trainer/clients/${CLIENT_ID}`,
      );
      // Nothing of the client's screen, which would fail for a trainer.
      expect(screen.queryByRole('button', { name: 'Submit Performance/Feedback' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
      // The one box is the message about this workout.
      expect(screen.getAllByRole('textbox')).toEqual([
        screen.getByLabelText('Message Sam Rivera about Leg day'),
      ]);
      expect(calls.some((c) => c.method !== 'GET')).toBe(false);
    },
  );

  it('writes to the client about this workout: the message carries it', async () => {
    const calls = mockFetch({
      ...handlers(),
      'POST /api/messages': ({ body }) => ({
        status: 201,
        body: {
          message: {
            id: '00000000-0000-4000-8000-0000000000ee',
            senderId: '00000000-0000-4000-8000-000000000001',
            workoutName: 'Leg day',
            createdAt: new Date().toISOString(),
            readAt: null,
            ...(body as { body: string; workoutId: string }),
          },
        },
      }),
    });
    signIn(['TRAINER']);
    renderApp(`/workouts/${WORKOUT_ID}`);
    const box = await screen.findByLabelText('Message Sam Rivera about Leg day', {}, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(box).toHaveAccessibleDescription('Message is required');
    await user.type(box, 'How did the knee feel on the squats?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent to Sam Rivera')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      clientId: CLIENT_ID,
      body: 'How did the knee feel on the squats?',
      workoutId: WORKOUT_ID,
    });
    expect(box).toHaveValue('');
  });

  it('says which sets and exercises the client skipped, with no values and no "As prescribed"', async () => {
    const squat = workout.sets[0]!.exercises[0]!;
    const skipped: Workout = {
      ...workout,
      sets: [
        {
          ...workout.sets[0]!,
          exercises: [
            {
              ...squat,
              completedAsPrescribed: true,
              sets: [
                ...squat.sets,
                makeSetRow({ setNumber: 2, targetWeight: '60', weightUnit: 'kg', skipped: true }),
              ],
            },
            makeExercise({ exerciseName: 'Plank', order: 2, duration: '45s', skipped: true }),
          ],
        },
      ],
    };
    mockFetch(handlers(skipped));
    signIn(['TRAINER'], { preferences: { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 } });
    renderApp(`/workouts/${WORKOUT_ID}`);
    const review = await screen.findByRole('region', { name: 'Set 1' }, { timeout: 5000 });
    const rows = within(review).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('8 reps · 55 kg');
    expect(rows[2]).toHaveTextContent('210 reps · 60 kgSkipped');
    // Some of its sets skipped: not "as prescribed".
    expect(within(review).queryByText('As prescribed')).not.toBeInTheDocument();
    const plank = within(review).getByText('Plank').closest('li')!;
    expect(within(plank).getAllByText('Skipped')).toHaveLength(2);
  });

  it('offers to edit a scheduled workout', async () => {
    mockFetch(handlers({ ...workout, status: 'SCHEDULED', completedDate: null }));
    signIn(['TRAINER']);
    renderApp(`/client/workouts/${WORKOUT_ID}`);
    expect(await screen.findByRole('link', { name: 'Edit in builder' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      `/trainer/workout-builder?clientId=${CLIENT_ID}&workoutId=${WORKOUT_ID}`,
    );
    expect(screen.getByText('Scheduled', { selector: 'span' })).toBeInTheDocument();
  });

  it('says when the workout is not one of their clients', async () => {
    mockFetch();
    signIn(['TRAINER']);
    renderApp(`/workouts/${WORKOUT_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Workout not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to clients' })).toHaveAttribute('href', '/trainer/clients');
  });

  it('a user holding both roles sees the screen of the active role', async () => {
    mockFetch(handlers({ ...workout, status: 'SCHEDULED', completedDate: null }));
    signIn(['TRAINER', 'CLIENT']);
    useAuthStore.getState().switchRole('CLIENT');
    const { router } = renderApp(`/client/workouts/${WORKOUT_ID}`);
    expect(
      await screen.findByRole('button', { name: 'Submit Performance/Feedback' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    useAuthStore.getState().switchRole('TRAINER');
    expect(
      await screen.findByRole('link', { name: 'Edit in builder' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Performance/Feedback' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Edit in builder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/workout-builder'));
  });
});
