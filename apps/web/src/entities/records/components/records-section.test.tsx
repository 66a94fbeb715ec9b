import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ExerciseHistoryAnswer, PersonalRecord } from '@kinetic/contracts/records';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const T = { timeout: 5000 };
const SQUAT = '00000000-0000-4000-8000-00000000ee01';
const BENCH = '00000000-0000-4000-8000-00000000ee02';
const CLIENT = '00000000-0000-4000-8000-0000000000a1';
const w = (n: number) => `00000000-0000-4000-8000-00000000f00${n}`;

const records: PersonalRecord[] = [
  {
    exerciseId: SQUAT,
    exerciseName: 'Back Squat',
    bestWeight: 100,
    weightUnit: 'kg',
    reps: 5,
    estimatedOneRepMax: 116.7,
    achievedAt: '2026-11-15T17:00:00.000Z',
    workoutId: w(3),
  },
  {
    exerciseId: BENCH,
    exerciseName: 'Bench Press',
    bestWeight: 185,
    weightUnit: 'lbs',
    reps: 3,
    estimatedOneRepMax: 203.5,
    achievedAt: '2026-11-08T17:00:00.000Z',
    workoutId: w(2),
  },
];

const squatHistory: ExerciseHistoryAnswer = {
  exerciseId: SQUAT,
  exerciseName: 'Back Squat',
  points: [
    // A week logged in pounds: drawn in the unit of the latest point.
    {
      date: '2026-11-01T17:00:00.000Z',
      workoutId: w(1),
      topWeight: 200,
      weightUnit: 'lbs',
      reps: 5,
      estimatedOneRepMax: 233.3,
      volume: 3000,
    },
    {
      date: '2026-11-08T17:00:00.000Z',
      workoutId: w(2),
      topWeight: 95,
      weightUnit: 'kg',
      reps: 5,
      estimatedOneRepMax: 110.8,
      volume: 1425,
    },
    {
      date: '2026-11-15T17:00:00.000Z',
      workoutId: w(3),
      topWeight: 100,
      weightUnit: 'kg',
      reps: 5,
      estimatedOneRepMax: 116.7,
      volume: 1500,
    },
  ],
};
const benchHistory: ExerciseHistoryAnswer = {
  exerciseId: BENCH,
  exerciseName: 'Bench Press',
  points: [
    {
      date: '2026-11-08T17:00:00.000Z',
      workoutId: w(2),
      topWeight: 185,
      weightUnit: 'lbs',
      reps: 3,
      estimatedOneRepMax: 203.5,
      volume: 1665,
    },
  ],
};

const clientHandlers = {
  'GET /api/records': { body: { records } },
  [`GET /api/exercise-history/${SQUAT}`]: { body: squatHistory },
  [`GET /api/exercise-history/${BENCH}`]: { body: benchHistory },
  'GET /api/progress': { body: { progress: [], total: 0 } },
};

describe('personal records', { timeout: 30_000 }, () => {
  it("lists the client's records and charts the first exercise's estimated 1RM over time", async () => {
    mockFetch(clientHandlers);
    signIn(['CLIENT'], { preferences: { weightUnit: 'kg', timeZone: 'UTC', restSeconds: 90 } });
    const { router } = renderApp('/client/progress');
    const list = await screen.findByRole('list', { name: 'Personal records' }, T);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Back Squat');
    expect(rows[0]).toHaveTextContent('Best: 100 kg × 5');
    expect(rows[0]).toHaveTextContent('Estimated 1RM (Epley): 116.7 kg');
    // Recorded in pounds, read by a client who counts in kilograms: both.
    expect(rows[1]).toHaveTextContent('Best: 185 lbs (83.9 kg) × 3');
    expect(within(rows[0]!).getByRole('button', { name: 'Back Squat: show the chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const chart = await screen.findByRole('region', { name: 'Back Squat progression' }, T);
    expect(chart).toHaveTextContent('Estimated 1RM (Epley): weight × (1 + reps / 30)');
    const points = await within(chart).findAllByRole(
      'img',
      { name: /^Estimated 1RM \(Epley\) [\d.]+ kg on / },
      T,
    );
    // The pounds week in kilograms: 233.3 lbs is 105.8 kg.
    expect(points.map((p) => p.getAttribute('aria-label'))).toEqual([
      'Estimated 1RM (Epley) 105.8 kg on Nov 1, 2026',
      'Estimated 1RM (Epley) 110.8 kg on Nov 8, 2026',
      'Estimated 1RM (Epley) 116.7 kg on Nov 15, 2026',
    ]);
    const table = within(chart).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('90.7 kg × 5');
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('1500 kg');

    // Another exercise's chart; the date links to the workout of the record.
    const user = userEvent.setup();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Bench Press: show the chart' }));
    const bench = await screen.findByRole('region', { name: 'Bench Press progression' }, T);
    expect(await within(bench).findAllByRole('img', { name: /lbs on Nov 8, 2026/ }, T)).toHaveLength(1);
    await user.click(within(rows[0]!).getByRole('link', { name: /Nov 15, 2026/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/workouts/${w(3)}`));
  });

  it('opens the exercise the address names', async () => {
    mockFetch(clientHandlers);
    signIn(['CLIENT']);
    renderApp(`/client/progress?exercise=${BENCH}`);
    expect(await screen.findByRole('region', { name: 'Bench Press progression' }, T)).toBeInTheDocument();
  });

  it('says when there are no records yet, and when they could not be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/records': () =>
        fail
          ? { status: 503, body: { error: 'The service is temporarily unavailable.' } }
          : { body: { records: [] } },
      'GET /api/progress': { body: { progress: [], total: 0 } },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    expect(await screen.findByText('The personal records could not be loaded.', {}, T)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No personal records yet/, {}, T)).toBeInTheDocument();
  });

  it('shows an exercise without a weighted set as empty', async () => {
    mockFetch({
      ...clientHandlers,
      [`GET /api/exercise-history/${SQUAT}`]: { body: { ...squatHistory, points: [] } },
    });
    signIn(['CLIENT']);
    renderApp('/client/progress');
    expect(await screen.findByText(/No completed workout with a weighted set/, {}, T)).toBeInTheDocument();
  });

  it("shows a trainer their client's records and charts in the Records section", async () => {
    const calls = mockFetch({
      [`GET /api/clients/${CLIENT}`]: {
        body: {
          client: {
            id: CLIENT,
            firstName: 'Sam',
            lastName: 'Rivera',
            username: 'samr',
            email: 'sam@example.com',
            isActive: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
      },
      [`GET /api/workouts/client/${CLIENT}`]: { body: { workouts: [], total: 0 } },
      [`GET /api/clients/${CLIENT}/meals`]: { body: { meals: [], total: 0 } },
      [`GET /api/clients/${CLIENT}/progress`]: { body: { progress: [], total: 0 } },
      [`GET /api/clients/${CLIENT}/programs`]: { body: { assignments: [] } },
      [`GET /api/clients/${CLIENT}/records`]: { body: { records } },
      [`GET /api/exercise-history/${SQUAT}`]: { body: squatHistory },
    });
    signIn(['TRAINER']);
    const { router } = renderApp(`/trainer/clients/${CLIENT}`);
    const toggle = await screen.findByRole('button', { name: /Records/ }, T);
    await userEvent.setup().click(toggle);
    const list = await screen.findByRole('list', { name: 'Personal records' }, T);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Back Squat');
    const chart = await screen.findByRole('region', { name: 'Back Squat progression' }, T);
    expect(
      await within(chart).findAllByRole('img', { name: /^Estimated 1RM \(Epley\) [\d.]+ kg on / }, T),
    ).toHaveLength(3);
    const history = calls.find((c) => c.path === `/api/exercise-history/${SQUAT}`)!;
    expect(history.query.get('clientId')).toBe(CLIENT);
    await userEvent.setup().click(within(list).getByRole('link', { name: /Nov 15, 2026/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/workouts/${w(3)}`));
  });
});
