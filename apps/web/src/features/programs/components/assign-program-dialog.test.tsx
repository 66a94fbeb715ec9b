import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeClashPreview, makeProgram, makeTemplateSummary } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';

const PUSH = '00000000-0000-4000-8000-0000000000f1';
const PROGRAM_ID = '00000000-0000-4000-8000-0000000000e1';
const SAM = '00000000-0000-4000-8000-0000000000a1';
const templates = [makeTemplateSummary({ id: PUSH, name: 'Push' })];
/** Monday of week 1 and Thursday of week 2. */
const program = makeProgram({
  id: PROGRAM_ID,
  days: [
    { week: 1, dayOfWeek: 1, templateId: PUSH, templateName: 'Push' },
    { week: 2, dayOfWeek: 4, templateId: PUSH, templateName: 'Push' },
  ],
});
const clients = [{ id: SAM, firstName: 'Sam', lastName: 'Lee', username: 'sam' }];
const preview = makeClashPreview(
  {
    clientId: SAM,
    scheduledDate: '2026-11-30',
    workoutId: '00000000-0000-4000-8000-00000000c001',
    name: 'Easy run',
  },
  {
    warnings: [
      {
        clientId: SAM,
        exerciseId: '00000000-0000-4000-8000-00000000e001',
        exerciseName: 'Back Squat',
        condition: 'knee',
        message: 'Back Squat is contraindicated for knee',
      },
    ],
  },
);

function serve() {
  return mockFetch({
    'GET /api/templates': { body: { templates, total: 1 } },
    [`GET /api/programs/${PROGRAM_ID}`]: { body: { program } },
    'GET /api/clients': { body: { clients, total: 1 } },
    [`POST /api/programs/${PROGRAM_ID}/assign/preview`]: { body: preview },
    [`POST /api/programs/${PROGRAM_ID}/assign`]: {
      status: 201,
      body: {
        workouts: [
          {
            id: '00000000-0000-4000-8000-00000000b001',
            assignedTo: SAM,
            scheduledDate: '2026-12-10',
            name: 'Push',
          },
        ],
        warnings: preview.warnings,
        replaced: 0,
        skipped: 1,
      },
    },
  });
}

async function openDialog() {
  signIn(['TRAINER']);
  renderApp(`/trainer/programs/${PROGRAM_ID}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Assign' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign "Base"' });
  return { user, dialog };
}

describe('the assign dialog', () => {
  beforeEach(() => {
    // Thursday 26 November 2026: only the clock is fixed, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('starts on the next day week 1 trains and says exactly what will be scheduled', async () => {
    serve();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Start date *')).toHaveValue('2026-11-30');
    await user.click(await within(dialog).findByLabelText('Sam Lee'));
    expect(
      within(dialog).getByText('2 workouts from Mon 30 Nov to Thu 10 Dec for Sam Lee.'),
    ).toBeInTheDocument();

    // A start after week 1's Monday leaves that session out, and the dialog says so.
    const start = within(dialog).getByLabelText('Start date *');
    await user.clear(start);
    await user.type(start, '2026-12-01');
    expect(
      within(dialog).getByText(
        'Starting Tue 1 Dec leaves out the week-1 session on Mon 30 Nov: start on Mon 30 Nov to keep it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('1 workout on Thu 10 Dec for Sam Lee.')).toBeInTheDocument();
  });

  it('shows the clashes and health warnings before assigning, and sends the choice made', async () => {
    const calls = serve();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByLabelText('Sam Lee'));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));

    // Nothing is assigned yet: the review shows what is already there, and the warnings.
    const clashes = await within(dialog).findByRole('list', { name: 'Workouts already on those days' });
    expect(clashes).toHaveTextContent('Mon 30 Nov: Easy run');
    expect(within(dialog).getByText('1 day already has a workout')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Back Squat is contraindicated for knee');
    expect(calls.some((c) => c.path.endsWith('/assign'))).toBe(false);
    expect(calls.find((c) => c.path.endsWith('/assign/preview'))?.body).toEqual({
      clientIds: [SAM],
      startDate: '2026-11-30',
    });

    expect(within(dialog).getByRole('radio', { name: /Keep both/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Skip those days/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign 1 workout' }));
    expect(await findToast('1 workout scheduled for 1 client')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/assign'))?.body).toEqual({
      clientIds: [SAM],
      startDate: '2026-11-30',
      onClash: 'skip',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
