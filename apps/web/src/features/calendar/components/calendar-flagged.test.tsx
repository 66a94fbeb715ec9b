import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AttentionClient } from '@kinetic/contracts/attention';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { ALEX, calendarWorkout } from '../lib/calendar-fixtures.ts';

const LEGS = '00000000-0000-4000-8000-0000000000f1';
const CORE = '00000000-0000-4000-8000-0000000000f2';

const alex: AttentionClient = {
  client: ALEX,
  adherence7: { scheduled: 0, completed: 0, ratio: null },
  adherence30: { scheduled: 0, completed: 0, ratio: null },
  nutrition7: null,
  reasons: [
    {
      kind: 'contraindicated',
      detail: 'Contraindicated for their conditions: Leg day on Wed 4 Mar (Reverse Lunge: knee)',
      workoutId: LEGS,
      workoutIds: [LEGS],
      fact: 'f',
    },
  ],
};

describe('the trainer’s calendar marks workouts that meet a client’s condition', { timeout: 20_000 }, () => {
  it('marks the flagged workout only', async () => {
    mockFetch({
      'GET /api/calendar': {
        body: {
          workouts: [
            calendarWorkout(LEGS, 'Leg day', '2099-03-04'),
            calendarWorkout(CORE, 'Core', '2099-03-05'),
          ],
        },
      },
      'GET /api/clients': { body: { clients: [{ ...ALEX, username: 'alex' }], total: 1 } },
      'GET /api/trainer/attention': { body: { clients: [alex] } },
    });
    signIn(['TRAINER']);
    renderApp('/trainer/calendar?date=2099-03-04');
    const wednesday = await screen.findByRole('region', { name: 'Wednesday, March 4' }, { timeout: 5000 });
    const legs = within(wednesday).getByRole('link', { name: /Leg day/ });
    expect(await within(legs).findByText('Contraindicated')).toBeInTheDocument();
    const core = within(screen.getByRole('region', { name: 'Thursday, March 5' })).getByRole('link', {
      name: /Core/,
    });
    expect(core).not.toHaveTextContent('Contraindicated');
  });
});
