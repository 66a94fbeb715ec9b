import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProgram, makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const PUSH = '00000000-0000-4000-8000-0000000000f1';
const PROGRAM_ID = '00000000-0000-4000-8000-0000000000e1';
const templates = [makeTemplateSummary({ id: PUSH, name: 'Push' })];
const program = makeProgram({
  id: PROGRAM_ID,
  days: [{ week: 1, dayOfWeek: 1, templateId: PUSH, templateName: 'Push' }],
});
const clients = ['a1', 'a2', 'a3'].map((n, i) => ({
  id: `00000000-0000-4000-8000-0000000000${n}`,
  firstName: ['Sam', 'Alex', 'Robin'][i]!,
  lastName: 'Client',
  username: `c${n}`,
}));

describe('the program editor', () => {
  it('saves the grid as days, then assigns the program to the clients picked, with a count', async () => {
    const calls = mockFetch({
      'GET /api/templates': { body: { templates, total: 1 } },
      [`GET /api/programs/${PROGRAM_ID}`]: { body: { program } },
      [`PUT /api/programs/${PROGRAM_ID}`]: ({ body }) => ({
        body: { program: { ...program, ...(body as object), updatedAt: '2026-11-02T00:00:00.000Z' } },
      }),
      'GET /api/clients': { body: { clients, total: 3 } },
      [`POST /api/programs/${PROGRAM_ID}/assign/preview`]: {
        body: {
          workouts: { keep: 4, replace: 4, skip: 4 },
          clashes: [],
          warnings: [
            {
              clientId: clients[1]!.id,
              exerciseId: '00000000-0000-4000-8000-00000000e001',
              exerciseName: 'Back Squat',
              condition: 'knee',
              message: 'Back Squat is contraindicated for knee',
            },
          ],
        },
      },
      [`POST /api/programs/${PROGRAM_ID}/assign`]: {
        status: 201,
        body: {
          workouts: Array.from({ length: 4 }, (_, i) => ({
            id: `00000000-0000-4000-8000-00000000b00${i}`,
            assignedTo: clients[i % 2]!.id,
            scheduledDate: '2026-12-07',
            name: 'Push',
          })),
          warnings: [],
          replaced: 0,
          skipped: 0,
        },
      },
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/programs/${PROGRAM_ID}`);
    const user = userEvent.setup();
    const thursday = await screen.findByRole('combobox', { name: 'Week 2, Thursday' }, { timeout: 5000 });
    await waitFor(() => expect(within(thursday).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(thursday, 'Push');
    // Unsaved changes: save first, then assign.
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    expect(await findToast('Program saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Base',
      description: '',
      weeks: 2,
      days: [
        { week: 1, dayOfWeek: 1, templateId: PUSH },
        { week: 2, dayOfWeek: 4, templateId: PUSH },
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign "Base"' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search clients' }), 'sam');
    await user.click(within(dialog).getByLabelText('Sam Client'));
    await user.clear(within(dialog).getByRole('searchbox', { name: 'Search clients' }));
    await user.click(within(dialog).getByLabelText('Alex Client'));
    const start = within(dialog).getByLabelText('Start date *');
    await user.clear(start);
    await user.type(start, '2026-12-07');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    // The warnings come before the confirmation: whose workouts to review, and why.
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(
      "Health warnings: review these clients' workoutsAlex ClientBack Squat is contraindicated for knee",
    );
    expect(within(dialog).getByText(/No clashes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Assign 4 workouts' }));
    expect(await findToast('4 workouts scheduled for 2 clients')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/assign'))?.body).toEqual({
      clientIds: [clients[0]!.id, clients[1]!.id],
      startDate: '2026-12-07',
      onClash: 'keep',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the program does not exist', async () => {
    mockFetch({ 'GET /api/templates': { body: { templates, total: 1 } } });
    signIn(['TRAINER']);
    renderApp(`/trainer/programs/${PROGRAM_ID}`);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to programs' })).toBeInTheDocument();
  });
});
