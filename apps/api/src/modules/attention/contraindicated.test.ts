import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/app.ts';

let t: TestApp;
let trainer: TestUser, client: TestUser;
let risky: { id: string; name: string }, safe: { id: string; name: string };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`)
    .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .replace(',', '');

async function plan(name: string, offset: number, exercise: { id: string }): Promise<string> {
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name,
      scheduledDate: day(offset),
      assignedTo: client.id,
      sets: [{ exercises: [{ exerciseId: exercise.id, sets: [{ targetReps: 8 }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout.id;
}

const flagged = async () => {
  const res = await t.call('GET', '/api/trainer/attention', { token: trainer.token });
  return res.body.clients[0].reasons.find((r: { kind: string }) => r.kind === 'contraindicated');
};

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  [risky] = await t.rows(sql`select id, name from library_exercises
    where approved and 'knee' = any(contraindications) order by name limit 1`);
  [safe] = await t.rows(sql`select id, name from library_exercises
    where approved and cardinality(contraindications) = 0 order by name limit 1`);
});
afterAll(() => t.close());

describe('upcoming workouts that meet a condition the trainer adds', () => {
  let legs: string, later: string;

  it('nothing is flagged while the client has no condition', async () => {
    legs = await plan('Leg day', 2, risky);
    await plan('Core', 1, safe);
    expect(await flagged()).toBeUndefined();
  });

  it('adding the condition flags the upcoming workouts with a contraindicated exercise, named', async () => {
    const put = await t.call('PUT', `/api/clients/${client.id}/conditions`, {
      token: trainer.token,
      body: { conditions: ['knee'] },
    });
    expect(put.status).toBe(200);
    expect(await flagged()).toMatchObject({
      detail: `Contraindicated for their conditions: Leg day on ${dayName(day(2))} (${risky.name}: knee)`,
      workoutId: legs,
      workoutIds: [legs],
    });
  });

  it('a resolved flag comes back when another workout meets the condition', async () => {
    const reason = await flagged();
    const res = await t.call('POST', `/api/clients/${client.id}/attention/resolutions`, {
      token: trainer.token,
      body: { kind: 'contraindicated', fact: reason.fact },
    });
    expect(res.status).toBe(201);
    expect(await flagged()).toBeUndefined();
    later = await plan('Leg day B', 5, risky);
    expect((await flagged()).workoutIds).toEqual([legs, later]);
  });

  it('past, completed and far-off workouts are not flagged; removing the condition clears it', async () => {
    await plan('Long ago', -3, risky);
    await plan('Far off', 40, risky);
    const done = await plan('Done today', 0, risky);
    const completed = await t.call('PATCH', `/api/workouts/${done}/complete`, {
      token: client.token,
      body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
    });
    expect(completed.status).toBe(200);
    expect((await flagged()).workoutIds).toEqual([legs, later]);
    await t.call('PUT', `/api/clients/${client.id}/conditions`, {
      token: trainer.token,
      body: { conditions: [] },
    });
    expect(await flagged()).toBeUndefined();
  });
});
