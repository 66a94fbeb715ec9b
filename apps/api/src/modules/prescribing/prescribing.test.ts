import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
let ex: Ex[];
let hidden: Ex;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  ex = await t.rows(sql`select id, name from library_exercises where approved order by name limit 14`);
  [hidden] = await t.rows(sql`update library_exercises set approved = false where id = ${ex[13]!.id}
    returning id, name`);
});
afterAll(() => t.close());

type Row = {
  exerciseId: string;
  sets?: { targetReps: number; targetWeight?: string; weightUnit?: string }[];
};
const body = (assignedTo: string, scheduledDate: string, exercises: Row[]) => ({
  name: 'Plan',
  scheduledDate,
  assignedTo,
  sets: [{ exercises: exercises.map((e) => ({ sets: [{ targetReps: 8 }], ...e })) }],
});

async function create(token: string, assignedTo: string, date: string, ids: string[]) {
  const res = await t.call('POST', '/api/workouts', {
    token,
    body: body(
      assignedTo,
      date,
      ids.map((exerciseId) => ({ exerciseId })),
    ),
  });
  expect(res.status).toBe(201);
  return res.body.workout;
}

describe('exercise suggestions for the picker', () => {
  it("answers the client's recent exercises, latest workout first, and the trainer's most used", async () => {
    const empty = await t.call('GET', `/api/clients/${client.id}/exercise-suggestions`, {
      token: trainer.token,
    });
    expect(empty).toMatchObject({ status: 200, body: { recent: [], mostUsed: [] } });

    const other = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await create(trainer.token, client.id, '2026-11-01', [ex[0]!.id, ex[1]!.id]);
    await create(trainer.token, client.id, '2026-11-08', [ex[2]!.id, ex[0]!.id]);
    await create(trainer.token, other.id, '2026-11-09', [ex[3]!.id, ex[0]!.id]);
    await create(trainer.token, other.id, '2026-11-10', [ex[3]!.id]);
    await create(otherTrainer.token, otherClient.id, '2026-11-10', [ex[4]!.id, ex[4]!.id]);

    const res = await t.call('GET', `/api/clients/${client.id}/exercise-suggestions`, {
      token: trainer.token,
    });
    expect(res.status).toBe(200);
    const names = (list: Ex[]) => list.map((e) => e.name);
    expect(names(res.body.recent).slice(0, 2).sort()).toEqual([ex[0]!.name, ex[2]!.name].sort());
    expect(names(res.body.recent)).toHaveLength(3);
    expect(res.body.recent[2].name).toBe(ex[1]!.name);
    expect(res.body.mostUsed[0].name).toBe(ex[0]!.name);
    expect(res.body.mostUsed[1].name).toBe(ex[3]!.name);
    expect(names(res.body.mostUsed)).not.toContain(ex[4]!.name);
    expect(res.body.recent[0]).toHaveProperty('contraindications');
  });

  it('answers at most 10 of each, and no exercise that is not approved', async () => {
    const own = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const ids = ex.slice(0, 13).map((e) => e.id);
    await create(trainer.token, own.id, '2026-10-01', ids);
    // An exercise taken out of the library's approved list is not offered any more.
    await t.rows(sql`update library_exercises set approved = true where id = ${hidden.id}`);
    await create(trainer.token, own.id, '2026-10-02', [hidden.id]);
    await t.rows(sql`update library_exercises set approved = false where id = ${hidden.id}`);
    const res = await t.call('GET', `/api/clients/${own.id}/exercise-suggestions`, { token: trainer.token });
    expect(res.body.recent).toHaveLength(10);
    expect(res.body.mostUsed).toHaveLength(10);
    expect(res.body.recent.map((e: Ex) => e.id)).not.toContain(hidden.id);
  });

  it("another trainer's client is not found; a client may not ask", async () => {
    const path = `/api/clients/${client.id}/exercise-suggestions`;
    expect((await t.call('GET', path, { token: otherTrainer.token })).status).toBe(404);
    expect((await t.call('GET', path, { token: client.token })).status).toBe(403);
    expect((await t.call('GET', path)).status).toBe(401);
  });
});

describe("a client's last performance of exercises", () => {
  it('answers the sets of the latest completed workout with each exercise, as recorded', async () => {
    const own = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const path = (ids: string[]) => `/api/clients/${own.id}/last-performances?exerciseIds=${ids.join(',')}`;
    const none = await t.call('GET', path([ex[0]!.id]), { token: trainer.token });
    expect(none).toMatchObject({ status: 200, body: { performances: [] } });

    async function perform(date: string, weights: string[]) {
      const res = await t.call('POST', '/api/workouts', {
        token: trainer.token,
        body: body(own.id, date.slice(0, 10), [
          { exerciseId: ex[0]!.id, sets: weights.map(() => ({ targetReps: 8, weightUnit: 'kg' })) },
          { exerciseId: ex[1]!.id, sets: [{ targetReps: 10 }] },
        ]),
      });
      const w = res.body.workout;
      const squat = w.sets[0].exercises[0];
      const done = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
        token: own.token,
        body: {
          status: 'COMPLETED',
          completedDate: date,
          sets: [
            {
              id: w.sets[0].id,
              exercises: [
                {
                  id: squat.id,
                  sets: squat.sets.map((s: { id: string }, i: number) => ({
                    id: s.id,
                    actualReps: 8 - i,
                    actualWeight: weights[i],
                  })),
                },
              ],
            },
          ],
        },
      });
      expect(done.status).toBe(200);
      return w.id as string;
    }
    await perform('2026-11-05T10:00:00.000Z', ['55']);
    const latest = await perform('2026-11-12T10:00:00.000Z', ['60', '60', '62.5']);
    // A later workout not completed yet does not count.
    await create(trainer.token, own.id, '2026-11-20', [ex[0]!.id]);

    const res = await t.call('GET', path([ex[1]!.id, ex[0]!.id, ex[2]!.id]), { token: trainer.token });
    expect(res.status).toBe(200);
    expect(res.body.performances).toEqual([
      {
        exerciseId: ex[0]!.id,
        workoutId: latest,
        date: '2026-11-12T10:00:00.000Z',
        sets: [
          { setNumber: 1, actualReps: 8, actualWeight: '60', weightUnit: 'kg' },
          { setNumber: 2, actualReps: 7, actualWeight: '60', weightUnit: 'kg' },
          { setNumber: 3, actualReps: 6, actualWeight: '62.5', weightUnit: 'kg' },
        ],
      },
    ]);
    expect((await t.call('GET', path([ex[0]!.id]), { token: otherTrainer.token })).status).toBe(404);
    expect((await t.call('GET', path([ex[0]!.id]), { token: own.token })).status).toBe(403);
  });

  it('refuses a missing, malformed or too long list of ids', async () => {
    const base = `/api/clients/${client.id}/last-performances`;
    for (const query of ['', '?exerciseIds=', '?exerciseIds=nope', `?exerciseIds=${ex[0]!.id},x`]) {
      const res = await t.call('GET', base + query, { token: trainer.token });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0].path).toMatch(/^exerciseIds/);
    }
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await t.call('GET', `${base}?exerciseIds=${many.join(',')}`, { token: trainer.token });
    expect(tooMany.status).toBe(400);
    const fifty = await t.call('GET', `${base}?exerciseIds=${many.slice(0, 50).join(',')}`, {
      token: trainer.token,
    });
    expect(fifty).toMatchObject({ status: 200, body: { performances: [] } });
  });
});
