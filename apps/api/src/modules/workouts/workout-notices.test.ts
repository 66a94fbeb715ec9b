import { calendarDateLabel } from '@kinetic/contracts/time-and-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';
import { firstExercise } from '../../test/plans.ts';

let t: TestApp;
let trainer: TestUser, otherTrainer: TestUser, client: TestUser;
let exerciseId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  exerciseId = (await firstExercise(t)).id;
});
afterAll(() => t.close());

async function create(name: string, scheduledDate: string): Promise<string> {
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name,
      scheduledDate,
      assignedTo: client.id,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 10 }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout.id;
}

const newest = async () =>
  (await t.call('GET', '/api/notifications?limit=1', { token: client.token })).body.notifications[0];

describe('the client is told when their trainer moves or removes a workout', () => {
  it('a move names the workout and both days, as the app prints dates', async () => {
    const id = await create('Hill sprints', '2027-03-01');
    const res = await t.call('PATCH', `/api/workouts/${id}/schedule`, {
      token: trainer.token,
      body: { scheduledDate: '2027-03-04' },
    });
    expect(res.status).toBe(200);
    expect(await newest()).toMatchObject({
      kind: 'workout-moved',
      title: 'Workout moved: Hill sprints',
      body: `From ${calendarDateLabel('2027-03-01')} to ${calendarDateLabel('2027-03-04')}`,
      link: `/workouts/${id}`,
      readAt: null,
    });
    expect(calendarDateLabel('2027-03-01')).toBe('Mar 1, 2027');
  });

  it('a move to the same day tells nothing', async () => {
    const id = await create('Same day', '2027-03-02');
    const before = await newest();
    await t.call('PATCH', `/api/workouts/${id}/schedule`, {
      token: trainer.token,
      body: { scheduledDate: '2027-03-02' },
    });
    expect((await newest()).id).toBe(before.id);
  });

  it('a removal names the workout and the day it was for', async () => {
    const id = await create('Tempo run', '2027-03-05');
    expect((await t.call('DELETE', `/api/workouts/${id}`, { token: trainer.token })).status).toBe(204);
    expect(await newest()).toMatchObject({
      kind: 'workout-removed',
      title: 'Workout removed: Tempo run',
      body: 'It was scheduled for Mar 5, 2027',
      link: '/workouts',
    });
  });

  it('a refused move or removal tells nothing', async () => {
    const id = await create('Kept', '2027-03-06');
    const before = await newest();
    const moved = await t.call('PATCH', `/api/workouts/${id}/schedule`, {
      token: otherTrainer.token,
      body: { scheduledDate: '2027-03-09' },
    });
    expect(moved.status).toBe(404);
    expect((await t.call('DELETE', `/api/workouts/${id}`, { token: otherTrainer.token })).status).toBe(404);
    expect((await newest()).id).toBe(before.id);
  });
});
