import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES } from '@kinetic/contracts/plates';
import { createQueryClient } from '../../../lib/query-client.ts';
import { mockFetch } from '../../../test/mock-fetch.ts';
import { signIn } from '../../../test/render-app.tsx';
import { makeSummary, makeWorkout } from './client-workout-fixtures.ts';
import { keepWorkoutsOffline } from './use-keep-workouts-offline.ts';

describe('keeping the client’s coming workouts for the gym', () => {
  it('reads the scheduled list, each workout of the next 14 days (none later or earlier) and the plates', async () => {
    signIn(['CLIENT']);
    // Newest date first, as the API orders the scheduled list.
    const later = makeSummary({ name: 'In three weeks', scheduledDate: '2026-03-26' });
    const inTwoWeeks = makeSummary({ name: 'In 14 days', scheduledDate: '2026-03-19' });
    const today = makeSummary({ name: 'Today', scheduledDate: '2026-03-05' });
    const missed = makeSummary({ name: 'Missed', scheduledDate: '2026-03-01' });
    const workouts = [later, inTwoWeeks, today, missed];
    const calls = mockFetch({
      'GET /api/workouts': { body: { workouts, total: workouts.length } },
      'GET /api/users/plates': { body: { plates: DEFAULT_PLATES } },
      ...Object.fromEntries(
        workouts.map((w) => [`GET /api/workouts/${w.id}`, { body: { workout: makeWorkout({ id: w.id }) } }]),
      ),
    });
    await keepWorkoutsOffline(createQueryClient(), '2026-03-05');
    const list = calls.find((c) => c.path === '/api/workouts')!;
    expect(list.query.get('status')).toBe('SCHEDULED');
    expect(list.query.get('offset')).toBe('0');
    expect(
      calls
        .filter((c) => c.path.startsWith('/api/workouts/'))
        .map((c) => c.path)
        .sort(),
    ).toEqual([`/api/workouts/${inTwoWeeks.id}`, `/api/workouts/${today.id}`].sort());
    expect(calls.filter((c) => c.path === '/api/users/plates')).toHaveLength(1);
  });
});
