import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, client, clientWorkout, strengthStart } from './client-fixtures.ts';

const ASSIGNMENT = '00000000-0000-4000-8000-0000000000d1';
const assignment = strengthStart(ASSIGNMENT);
const workout = (id: string, name: string, programAssignmentId: string | null) =>
  clientWorkout({ id, name, programAssignmentId });

function serve(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET /api/clients/${CLIENT_ID}`]: { body: { client } },
    [`GET /api/workouts/client/${CLIENT_ID}`]: {
      body: {
        workouts: [
          workout('00000000-0000-4000-8000-0000000000b1', 'Push day', ASSIGNMENT),
          workout('00000000-0000-4000-8000-0000000000b2', 'Walk', null),
        ],
        total: 2,
      },
    },
    [`GET /api/clients/${CLIENT_ID}/meals`]: { body: { meals: [], total: 0 } },
    [`GET /api/clients/${CLIENT_ID}/progress`]: { body: { progress: [], total: 0 } },
    [`GET /api/clients/${CLIENT_ID}/programs`]: { body: { assignments: [assignment] } },
    [`DELETE /api/program-assignments/${ASSIGNMENT}`]: { body: { removed: 11, kept: 1 } },
    [`POST /api/program-assignments/${ASSIGNMENT}/move/preview`]: {
      body: { workouts: { keep: 11, replace: 11, skip: 11 }, clashes: [], warnings: [] },
    },
    [`PATCH /api/program-assignments/${ASSIGNMENT}`]: {
      body: { startDate: '2026-11-30', moved: 11, replaced: 0, skipped: 0 },
    },
    ...extra,
  });
}

async function openPage() {
  signIn(['TRAINER']);
  renderApp(`/trainer/clients/${CLIENT_ID}`);
  const programs = await screen.findByRole('list', { name: 'Assigned programs' }, { timeout: 5000 });
  return { user: userEvent.setup(), programs };
}

/** Opens Move start on the client's page and types the new start date. */
async function moveStartTo(day: string) {
  const { user, programs } = await openPage();
  await user.click(within(programs).getByRole('button', { name: 'Move start of Strength start' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move start' });
  const date = within(dialog).getByLabelText('New start date');
  await user.clear(date);
  await user.type(date, day);
  return { user, dialog };
}

describe("the client's assigned programs", () => {
  it('names the program each workout came from', async () => {
    serve();
    await openPage();
    const list = await screen.findByRole('list', { name: 'Workouts' });
    const push = within(list).getByText('Push day').closest('li')!;
    expect(push).toHaveTextContent('From Strength start');
    expect(within(list).getByText('Walk').closest('li')).not.toHaveTextContent('From');
  });

  it('removes a program after a confirmation that says what goes and what stays', async () => {
    const calls = serve();
    const { user, programs } = await openPage();
    await user.click(within(programs).getByRole('button', { name: 'Remove Strength start' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove program?' });
    expect(confirm).toHaveTextContent(
      `"Strength start" leaves Sam Rivera's calendar: its upcoming workouts are deleted, completed ones stay.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove program' }));
    expect(await findToast('Strength start removed: 11 upcoming workouts deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(ASSIGNMENT))).toBe(true);
  });

  it('moves the start, saying how far the upcoming workouts move', async () => {
    const calls = serve();
    const { user, dialog } = await moveStartTo('2026-11-30');
    expect(
      within(dialog).getByText('Its upcoming workouts move 7 days later; completed ones stay.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move start' }));
    expect(await findToast('11 upcoming workouts moved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ startDate: '2026-11-30' });
  });

  it('reviews the days the moved program lands on before moving it, and sends the choice made', async () => {
    const calls = serve({
      [`POST /api/program-assignments/${ASSIGNMENT}/move/preview`]: {
        body: {
          workouts: { keep: 11, replace: 11, skip: 10 },
          clashes: [
            {
              clientId: CLIENT_ID,
              scheduledDate: '2026-12-02',
              workoutId: '00000000-0000-4000-8000-0000000000b2',
              name: 'Walk',
              completed: false,
            },
          ],
          warnings: [],
        },
      },
      [`PATCH /api/program-assignments/${ASSIGNMENT}`]: {
        body: { startDate: '2026-11-30', moved: 10, replaced: 0, skipped: 1 },
      },
    });
    const { user, dialog } = await moveStartTo('2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: 'Move start' }));
    const clashes = await within(dialog).findByRole('list', { name: 'Workouts already on those days' });
    expect(clashes).toHaveTextContent('Sam RiveraWed 2 Dec: Walk');
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: /Skip those days/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move 10 workouts' }));
    expect(await findToast('10 upcoming workouts moved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      startDate: '2026-11-30',
      onClash: 'skip',
    });
  });
});
