import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeClashPreview } from '../../../test/fixtures.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { findToast, renderApp, signIn } from '../../../test/render-app.tsx';
import { CLIENT_ID, client, clientWorkout } from './client-fixtures.ts';

const SOURCE = '00000000-0000-4000-8000-0000000000b1';
const source = clientWorkout({ id: SOURCE, name: 'Intervals' });
const preview = makeClashPreview(
  {
    clientId: CLIENT_ID,
    scheduledDate: '2026-12-07',
    workoutId: '00000000-0000-4000-8000-0000000000b2',
    name: 'Easy run',
  },
  { workouts: { keep: 1, replace: 1, skip: 0 } },
);

describe('copying a workout onto a busy day', () => {
  it('shows what is already there before copying, and sends the choice made', async () => {
    const calls = mockFetch({
      [`GET /api/clients/${CLIENT_ID}`]: { body: { client } },
      [`GET /api/workouts/client/${CLIENT_ID}`]: { body: { workouts: [source], total: 1 } },
      [`GET /api/clients/${CLIENT_ID}/programs`]: { body: { assignments: [] } },
      'GET /api/clients': {
        body: {
          clients: [{ id: CLIENT_ID, firstName: 'Sam', lastName: 'Rivera', username: 'samr' }],
          total: 1,
        },
      },
      [`POST /api/workouts/${SOURCE}/copies/preview`]: { body: preview },
      [`POST /api/workouts/${SOURCE}/copies`]: { status: 201, body: { workouts: [source] } },
    });
    signIn(['TRAINER']);
    renderApp(`/trainer/clients/${CLIENT_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Copy Intervals' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Workout' });
    await user.selectOptions(within(dialog).getByLabelText('Assign to Client *'), 'Sam Rivera');
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date *'), { target: { value: '2026-12-07' } });
    await user.click(within(dialog).getByRole('button', { name: 'Copy Workout' }));

    const clashes = await within(dialog).findByRole('list', { name: 'Workouts already on those days' });
    expect(clashes).toHaveTextContent('Sam RiveraMon 7 Dec: Easy run');
    expect(calls.some((c) => c.path.endsWith('/copies'))).toBe(false);
    // Skipping the only day would copy nothing.
    await user.click(within(dialog).getByRole('radio', { name: /Skip those days/ }));
    expect(within(dialog).getByRole('button', { name: 'Copy 0 Workouts' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Replace them/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy 1 Workout' }));
    expect(await findToast('1 workout copied')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/copies'))?.body).toEqual({
      targets: [{ assignedTo: CLIENT_ID, scheduledDate: '2026-12-07', name: 'Copy of Intervals' }],
      onClash: 'replace',
    });
  });
});
