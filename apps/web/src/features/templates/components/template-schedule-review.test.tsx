import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClashPreview, makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast } from '../../../test/render-app.tsx';
import { openScheduleDialog } from '../test/schedule-dialog.ts';

// Scheduling a template onto days the clients already train on: the review comes first, with the
// health warnings, and the coach's choice is what is sent.

const TEMPLATE = '00000000-0000-4000-8000-0000000000f1';
const ALEX = { id: '00000000-0000-4000-8000-0000000000c1', firstName: 'Alex', lastName: 'Chen' };
const pushDay = makeTemplateSummary({
  id: TEMPLATE,
  name: 'Push day',
  estimatedDuration: 45,
  exerciseCount: 3,
});
const preview = makeClashPreview(
  {
    clientId: ALEX.id,
    scheduledDate: '2027-01-04',
    workoutId: '00000000-0000-4000-8000-0000000000e1',
    name: 'Long ride',
    completed: true,
  },
  {
    warnings: [
      {
        clientId: ALEX.id,
        exerciseId: '00000000-0000-4000-8000-0000000000e2',
        exerciseName: 'Bench Press',
        condition: 'shoulder',
        message: 'Bench Press is contraindicated for shoulder',
      },
    ],
  },
);

describe('scheduling a template onto busy days', () => {
  it('reviews the clashes and warnings before scheduling, and sends the choice made', async () => {
    const calls = mockFetch({
      'GET /api/templates': { body: { templates: [pushDay], total: 1 } },
      'GET /api/clients': { body: { clients: [ALEX], total: 1 } },
      [`POST /api/templates/${TEMPLATE}/schedule/preview`]: { body: preview },
      [`POST /api/templates/${TEMPLATE}/schedule`]: { status: 201, body: { workouts: [{}, {}] } },
    });
    const { user, dialog } = await openScheduleDialog('Push day');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.type(within(dialog).getByLabelText('Date 1'), '2027-01-04');
    await user.click(within(dialog).getByRole('button', { name: 'Add a date' }));
    await user.type(within(dialog).getByLabelText('Date 2'), '2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule 2 Workouts' }));

    const clashes = await within(dialog).findByRole('list', { name: 'Workouts already on those days' });
    expect(clashes).toHaveTextContent('Alex ChenMon 4 Jan: Long ride (completed)');
    expect(within(dialog).getByText('Bench Press is contraindicated for shoulder')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/schedule'))).toBe(false);

    // Back keeps what was chosen; the review comes again.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Date 2')).toHaveValue('2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule 2 Workouts' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Replace them/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule 2 Workouts' }));
    expect(await findToast('2 workouts scheduled')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/schedule'))?.body).toEqual({
      targets: [
        { assignedTo: ALEX.id, scheduledDate: '2027-01-04' },
        { assignedTo: ALEX.id, scheduledDate: '2027-01-05' },
      ],
      onClash: 'replace',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
