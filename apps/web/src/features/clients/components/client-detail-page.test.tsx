import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClientIntake, OnboardingAnswers } from '@kinetic/contracts/onboarding';
import type { Workout } from '@kinetic/contracts/workouts';
import { makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch, pageOf } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { makeExercise, makeSetBlock, makeSetRow } from '../../workouts/lib/client-workout-fixtures.ts';
import { CLIENT_ID, client, clientWorkout, strengthStart } from './client-fixtures.ts';

/** As the server answers them: newest first by scheduled date, else creation date. */
const workouts = [
  clientWorkout({ id: 'w-new', name: 'Upper body', scheduledDate: '2026-12-05' }),
  clientWorkout({
    id: 'w-done',
    name: 'Leg day',
    status: 'COMPLETED',
    scheduledDate: '2026-11-20',
    completedDate: '2026-11-21T15:00:00.000Z',
  }),
  clientWorkout({
    id: 'w-none',
    name: 'Unscheduled',
    scheduledDate: null,
    createdAt: '2026-06-10T09:00:00.000Z',
  }),
  clientWorkout({ id: 'w-old', name: 'Old plan', scheduledDate: '2026-03-02' }),
];

const noAnswers: OnboardingAnswers = {
  waiver: null,
  parq: null,
  'goals-activities': null,
  'medical-history': null,
  nutrition: null,
  lifestyle: null,
};

const intake: ClientIntake = {
  answers: {
    ...noAnswers,
    waiver: {
      fields: { name: 'Sam Rivera', waiverVersion: '2026-11-01' },
      submittedAt: '2026-11-01T10:00:00.000Z',
      version: 1,
    },
    parq: {
      fields: {
        heartCondition: 'No',
        chestPainActive: 'Yes',
        chestPainResting: 'No',
        loseBalance: 'No',
        boneOrJoint: 'No',
        prescribedDrugs: 'No',
        noActivityReason: 'No',
      },
      submittedAt: '2026-11-01T10:05:00.000Z',
      version: 1,
    },
  },
  flags: [
    {
      code: 'medical-clearance',
      label: 'Medical clearance recommended',
      detail: 'Answered Yes to: Do you feel pain in your chest when you do physical activity?',
    },
    { code: 'smoker', label: 'Smoker', detail: '' },
    { code: 'medications', label: 'Medications', detail: 'Lisinopril 10 mg' },
  ],
};

function handlers(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/clients/00000000-0000-4000-8000-0000000000a1': { body: { client } },
    'GET /api/clients/00000000-0000-4000-8000-0000000000a1/onboarding': { body: intake },
    'GET /api/workouts/client/00000000-0000-4000-8000-0000000000a1': {
      body: { workouts, total: workouts.length },
    },
    'GET /api/clients/00000000-0000-4000-8000-0000000000a1/meals': { body: { meals: [], total: 0 } },
    'GET /api/clients/00000000-0000-4000-8000-0000000000a1/progress': { body: { progress: [], total: 0 } },
    'GET /api/clients/00000000-0000-4000-8000-0000000000a1/programs': {
      body: {
        assignments: [strengthStart('00000000-0000-4000-8000-0000000000p1')],
      },
    },
    [`GET /api/clients/${CLIENT_ID}/adherence`]: {
      body: {
        last7: { scheduled: 2, completed: 1, ratio: 0.5 },
        last30: { scheduled: 0, completed: 0, ratio: null },
      },
    },
    ...overrides,
  } as Parameters<typeof mockFetch>[0];
}

describe('trainer client detail', () => {
  it('shows the client, the sections with counts and Workouts open', async () => {
    mockFetch(handlers());
    signIn(['TRAINER']);
    const { router } = renderApp(`/trainer/clients/${CLIENT_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sam Rivera' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('@samr')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Adherence: 1 of 2 workouts done in the last 7 days; no workout was due in the last 30 days',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Strength start, started/)).toBeInTheDocument();
    expect(screen.getByText('4 weeks · 12 workouts scheduled')).toBeInTheDocument();

    const workoutsToggle = screen.getByRole('button', { name: /Workouts/ });
    const mealsToggle = screen.getByRole('button', { name: /Meals/ });
    const progressToggle = screen.getByRole('button', { name: /Progress/ });
    expect(workoutsToggle).toHaveAttribute('aria-expanded', 'true');
    expect(mealsToggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(workoutsToggle).toHaveTextContent('4'));
    expect(mealsToggle).toHaveTextContent('0');
    expect(progressToggle).toHaveTextContent('0');

    // One section open at a time.
    const user = userEvent.setup();
    await user.click(mealsToggle);
    expect(mealsToggle).toHaveAttribute('aria-expanded', 'true');
    expect(workoutsToggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('No meals yet. Plan the first one!')).toBeInTheDocument();
    await user.click(progressToggle);
    expect(mealsToggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByText('No progress entries')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/trainer/clients/${CLIENT_ID}`);

    await user.click(screen.getByRole('link', { name: 'Back to clients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/clients'));
  });

  it('lists workouts newest first, as the server orders them, with the right date per row', async () => {
    mockFetch(handlers());
    signIn(['TRAINER']);
    const { router } = renderApp(`/clients/${CLIENT_ID}`);
    const list = await screen.findByRole('list', { name: 'Workouts' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Upper body'),
      expect.stringContaining('Leg day'),
      expect.stringContaining('Unscheduled'),
      expect.stringContaining('Old plan'),
    ]);
    expect(rows[0]).toHaveTextContent('Dec 5, 2026');
    // Completed: the completed date, not the scheduled one.
    expect(rows[1]).toHaveTextContent('Nov 21, 2026');
    expect(rows[2]).toHaveTextContent('Jun 10, 2026');
    expect(rows[3]).toHaveTextContent('Mar 2, 2026');

    await userEvent.setup().click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trainer/workout-builder'));
    expect(router.state.location.search).toBe(`?clientId=${CLIENT_ID}&workoutId=w-new`);
  });

  it('counts every workout of the client and loads them 50 at a time', async () => {
    const many = Array.from({ length: 57 }, (_, i) =>
      clientWorkout({ id: `w-${i}`, name: `Session ${i + 1}`, scheduledDate: '2026-05-01' }),
    );
    const calls = mockFetch(
      handlers({
        'GET /api/workouts/client/00000000-0000-4000-8000-0000000000a1': ({
          query,
        }: {
          query: URLSearchParams;
        }) => ({
          body: { workouts: pageOf(many, query), total: 57 },
        }),
      }),
    );
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const list = await screen.findByRole('list', { name: 'Workouts' }, { timeout: 5000 });
    expect(within(list).getAllByRole('link')).toHaveLength(50);
    expect(screen.getByRole('button', { name: /Workouts/ })).toHaveTextContent('57');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more workouts' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(57));
    expect(screen.queryByText(/Showing \d+ of 57/)).not.toBeInTheDocument();
    const asked = calls.filter((c) => c.path.startsWith('/api/workouts/client/'));
    expect(asked.map((c) => c.query.get('offset'))).toEqual(['0', '50']);
  });

  it("'Add New Workout' opens the builder for the client", async () => {
    mockFetch(
      handlers({
        'GET /api/workouts/client/00000000-0000-4000-8000-0000000000a1': {
          body: { workouts: [], total: 0 },
        },
      }),
    );
    signIn(['TRAINER']);
    const { router } = renderApp(`/trainer/clients/${CLIENT_ID}`);
    expect(await screen.findByText('No workouts yet. Create the first one!')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Add New Workout' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?clientId=${CLIENT_ID}`));
    expect(router.state.location.pathname).toBe('/trainer/workout-builder');
  });

  it("'Schedule Template' schedules a template for this client, chosen already", async () => {
    const TEMPLATE = '00000000-0000-4000-8000-0000000000d1';
    const calls = mockFetch(
      handlers({
        'GET /api/clients': { body: { clients: [client], total: 1 } },
        'GET /api/templates': {
          body: {
            templates: [makeTemplateSummary({ id: TEMPLATE, name: 'Strength A' })],
            total: 1,
          },
        },
        [`POST /api/templates/${TEMPLATE}/schedule/preview`]: {
          body: { workouts: { keep: 1, replace: 1, skip: 1 }, clashes: [], warnings: [] },
        },
        [`POST /api/templates/${TEMPLATE}/schedule`]: { status: 201, body: { workouts: [{}] } },
      }),
    );
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Schedule Template' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Template' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Sam Rivera' })).toBeChecked();
    await user.selectOptions(await within(dialog).findByLabelText('Template *'), 'Strength A');
    await user.type(within(dialog).getByLabelText('Date 1'), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Workout' }));
    expect(await findToast('1 workout scheduled')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/schedule'))?.body).toEqual({
      targets: [{ assignedTo: CLIENT_ID, scheduledDate: '2027-02-01' }],
    });
  });

  it('shows the intake flags first and the answers per form on demand', async () => {
    mockFetch(handlers());
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const flags = await screen.findByRole('list', { name: 'Health flags' });
    expect(within(flags).getByText('Medical clearance recommended')).toBeInTheDocument();
    expect(within(flags).getByText(/pain in your chest/)).toBeInTheDocument();
    expect(within(flags).getByText('Smoker')).toBeInTheDocument();
    expect(within(flags).getByText('Lisinopril 10 mg')).toBeInTheDocument();
    expect(screen.getByText('2 of 6 forms completed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show intake answers' }));
    expect(screen.getAllByText('Not completed')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: /PAR-Q/ }));
    const question = screen.getByText('Do you feel pain in your chest when you do physical activity?');
    expect(question.nextElementSibling).toHaveTextContent('Yes');
    await user.click(screen.getByRole('button', { name: /Waiver/ }));
    expect(screen.getByText('Signed by')).toBeInTheDocument();
  });

  it('says when the intake is not completed yet', async () => {
    mockFetch(
      handlers({
        'GET /api/clients/00000000-0000-4000-8000-0000000000a1/onboarding': {
          body: { answers: noAnswers, flags: [] },
        },
      }),
    );
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    expect(await screen.findByText('Intake not completed yet')).toBeInTheDocument();
  });

  it('reviews a completed workout: prescribed against actual and the notes', async () => {
    const full: Workout = {
      ...workouts[1]!,
      sets: [
        makeSetBlock({
          id: 'b1',
          setType: 'Strength',
          exercises: [
            makeExercise({
              id: 'e1',
              exerciseId: '00000000-0000-4000-8000-0000000000e1',
              exerciseName: 'Back Squat',
              order: 1,
              notes: 'Knees felt fine',
              completedAsPrescribed: false,
              sets: [
                makeSetRow({
                  id: 's1',
                  targetWeight: '60',
                  weightUnit: 'kg',
                  actualReps: 8,
                  actualWeight: '60',
                }),
              ],
            }),
          ],
        }),
      ],
    };
    mockFetch(handlers({ 'GET /api/workouts/w-done': { body: { workout: full } } }));
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review Leg day' }));
    expect(await screen.findByText('Back Squat')).toBeInTheDocument();
    expect(screen.getByText('Set 1 - Strength')).toBeInTheDocument();
    // Prescribed and done in kilograms, read by a trainer who counts in pounds.
    expect(screen.getByText('10 reps · 60 kg (132.3 lbs)')).toBeInTheDocument();
    expect(screen.getByText('8 reps · 60 kg (132.3 lbs)')).toBeInTheDocument();
    expect(screen.getByText('Knees felt fine')).toBeInTheDocument();
    // Completed workouts cannot be deleted.
    expect(screen.queryByRole('button', { name: 'Delete Leg day' })).not.toBeInTheDocument();
  });

  it('deletes a workout that is not completed after confirmation', async () => {
    let remaining = workouts;
    const calls = mockFetch(
      handlers({
        'GET /api/workouts/client/00000000-0000-4000-8000-0000000000a1': () => ({
          body: { workouts: remaining, total: remaining.length },
        }),
        'DELETE /api/workouts/w-old': () => {
          remaining = workouts.filter((w) => w.id !== 'w-old');
          return { status: 204 };
        },
      }),
    );
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Old plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete workout?' });
    expect(dialog).toHaveTextContent('"Old plan" will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Old plan' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete workout' }));
    expect(await findToast('Workout deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old plan')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/workouts/w-old']);
  });

  it("copies a workout from the client's list to other clients and dates in one call", async () => {
    const calls = mockFetch(
      handlers({
        'GET /api/clients': {
          body: {
            clients: [
              { ...client, id: CLIENT_ID },
              {
                id: '00000000-0000-4000-8000-0000000000a2',
                firstName: 'Alex',
                lastName: 'Chen',
                username: 'alex',
              },
            ],
            total: 2,
          },
        },
        'POST /api/workouts/w-old/copies/preview': {
          body: { workouts: { keep: 2, replace: 2, skip: 2 }, clashes: [], warnings: [] },
        },
        'POST /api/workouts/w-old/copies': { status: 201, body: { workouts: [{}, {}] } },
      }),
    );
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy Old plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Workout' });
    expect(within(dialog).getByLabelText('Workout Name *')).toHaveValue('Copy of Old plan');
    await user.selectOptions(within(dialog).getByLabelText('Assign to Client *'), 'Alex Chen');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date *'), { target: { value: '2026-12-07' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add another copy' }));
    const second = within(within(dialog).getByRole('group', { name: 'Copy 2' }));
    // A new row starts on the date of the one before, with the default name.
    expect(second.getByLabelText('Scheduled Date *')).toHaveValue('2026-12-07');
    expect(second.getByLabelText('Workout Name *')).toHaveValue('Copy of Old plan');
    await user.selectOptions(second.getByLabelText('Assign to Client *'), 'Sam Rivera');
    fireEvent.change(second.getByLabelText('Scheduled Date *'), { target: { value: '2026-12-09' } });
    await user.click(within(dialog).getByRole('button', { name: 'Copy 2 Workouts' }));
    expect(await findToast('2 workouts copied')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/copies')).map((c) => c.body)).toEqual([
      {
        targets: [
          {
            assignedTo: '00000000-0000-4000-8000-0000000000a2',
            scheduledDate: '2026-12-07',
            name: 'Copy of Old plan',
          },
          { assignedTo: CLIENT_ID, scheduledDate: '2026-12-09', name: 'Copy of Old plan' },
        ],
      },
    ]);
  });

  it("shows 'Client not found' for a 404", async () => {
    mockFetch({
      'GET /api/clients/00000000-0000-4000-8000-0000000000a1': { status: 404, body: { error: 'Not found' } },
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Client not found' })).toBeInTheDocument();
  });

  it('denies non-trainers', async () => {
    mockFetch(handlers());
    signIn(['CONSULTANT']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    expect(await screen.findByText('Access denied. Trainer access required.')).toBeInTheDocument();
    expect(screen.queryByText('Sam Rivera')).not.toBeInTheDocument();
  });
});
