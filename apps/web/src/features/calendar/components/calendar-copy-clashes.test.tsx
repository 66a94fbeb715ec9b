import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeClashPreview } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast } from '../../../test/render-app.tsx';
import { ALEX, SAM, calendarWorkout } from '../lib/calendar-fixtures.ts';
import { openDayDialog } from '../test/day-dialog.ts';

// The calendar's copy to many is the one copy dialog: several clients at once under the workout's
// own name, and the same review of busy days before anything is written.

const preview = makeClashPreview({
  clientId: ALEX.id,
  scheduledDate: '2020-03-04',
  workoutId: '00000000-0000-4000-8000-0000000000e1',
  name: 'Easy run',
});

describe('copying a workout to many onto a busy day', () => {
  it('shows the clash first; skip copies only onto the free days', async () => {
    const calls = mockFetch({
      'GET /api/calendar': {
        body: {
          workouts: [calendarWorkout('w2', 'Upper body', '2020-03-04', { assignedTo: SAM.id, client: SAM })],
        },
      },
      'GET /api/clients': { body: { clients: [ALEX, SAM], total: 2 } },
      'POST /api/workouts/w2/copies/preview': { body: preview },
      'POST /api/workouts/w2/copies': { status: 201, body: { workouts: [{}] } },
    });
    const { user, dialog } = await openDayDialog(
      'Wednesday, March 4',
      'Copy Upper body (Sam Rivera)',
      'Copy to clients',
    );
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Alex Chen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sam Rivera' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy 2 Workouts' }));

    const clashes = await within(dialog).findByRole('list', { name: 'Workouts already on those days' });
    expect(clashes).toHaveTextContent('Alex ChenWed 4 Mar: Easy run');
    expect(calls.some((c) => c.path.endsWith('/copies'))).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: /Skip those days/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy 1 Workout' }));
    expect(await findToast('1 workout copied')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/copies'))?.body).toEqual({
      targets: [
        { assignedTo: ALEX.id, scheduledDate: '2020-03-04', name: 'Upper body' },
        { assignedTo: SAM.id, scheduledDate: '2020-03-04', name: 'Upper body' },
      ],
      onClash: 'skip',
    });
  });
});
