import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_DONE } from '@kinetic/contracts/workouts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
type Row = { id: string; actualReps: number | null; actualWeight: string | null; skipped?: boolean };
type Exercise = {
  id: string;
  skipped?: boolean;
  actualDuration: string | null;
  sets: Row[];
  previous?: { sets: unknown[] } | null;
};
type W = { id: string; status: string; sets: { id: string; exercises: Exercise[] }[] };

let t: TestApp;
let trainer: U;
let squat: Ex, plank: Ex;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer } = await t.twoTrainersWithClients());
  [squat, plank] = (await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 2`,
  )) as [Ex, Ex];
});
afterAll(() => t.close());

const newClient = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });
const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString();

/** Squat with one set row per weight (5 reps each), then a 45 s plank timed as a whole. */
async function assign(client: U, weights: string[], scheduledDate = isoDay(0).slice(0, 10)): Promise<W> {
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: 'Honest day',
      scheduledDate,
      assignedTo: client.id,
      sets: [
        {
          exercises: [
            {
              exerciseId: squat.id,
              sets: weights.map((w) => ({ targetReps: 5, targetWeight: w, weightUnit: 'kg' })),
            },
            { exerciseId: plank.id, duration: '45s', sets: [] },
          ],
        },
      ],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout as W;
}

/**
 * The completion's body: each squat row done with its target (5 × weight) unless its index is in
 * `skip`; the plank skipped with `plankSkipped`, else done in 45 s.
 */
function completion(w: W, weights: string[], skip: number[], plankSkipped: boolean, when = isoDay(0)) {
  const [squatRow, plankRow] = w.sets[0]!.exercises;
  return {
    status: 'COMPLETED',
    completedDate: when,
    sets: [
      {
        id: w.sets[0]!.id,
        exercises: [
          {
            id: squatRow!.id,
            sets: squatRow!.sets.map((r, i) => ({
              id: r.id,
              // What the inputs held is sent with a skipped set too: it is dropped.
              actualReps: 5,
              actualWeight: weights[i],
              ...(skip.includes(i) ? { skipped: true } : {}),
            })),
          },
          { id: plankRow!.id, actualDuration: '45s', ...(plankSkipped ? { skipped: true } : {}) },
        ],
      },
    ],
  };
}

async function complete(client: U, w: W, body: object) {
  return t.call('PATCH', `/api/workouts/${w.id}/complete`, { token: client.token, body });
}

describe('sets the client skipped', () => {
  it('are stored as skipped, without values, and shown so to the client and their trainer', async () => {
    const client = await newClient();
    const weights = ['60', '70', '80'];
    const w = await assign(client, weights);
    const res = await complete(client, w, completion(w, weights, [2], true));
    expect(res.status).toBe(200);
    const check = (answer: W) => {
      const [sq, pl] = answer.sets[0]!.exercises;
      expect(sq!.sets.map((r) => [r.actualReps, r.actualWeight, r.skipped ?? false])).toEqual([
        [5, '60', false],
        [5, '70', false],
        [null, null, true],
      ]);
      expect(sq!.skipped ?? false).toBe(false);
      expect(pl).toMatchObject({ skipped: true, actualDuration: null });
    };
    check(res.body.workout);
    expect(res.body.workout.status).toBe('COMPLETED');
    check((await t.call('GET', `/api/workouts/${w.id}`, { token: client.token })).body.workout);
    check((await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token })).body.workout);

    // Only what was done is in the history: two squat sets, no plank.
    const performed = await t.rows(
      sql`select exercise_id as "exerciseId", weight from performed_sets where workout_id = ${w.id} order by id`,
    );
    expect(performed).toEqual([
      { exerciseId: squat.id, weight: '60' },
      { exerciseId: squat.id, weight: '70' },
    ]);
  });

  it('can be unmarked before completing, and a copy of the workout starts with nothing skipped', async () => {
    const client = await newClient();
    const w = await assign(client, ['60']);
    const row = w.sets[0]!.exercises[0]!.sets[0]!;
    const patch = (skipped: boolean) =>
      t.call('PATCH', `/api/workouts/${w.id}`, {
        token: client.token,
        body: {
          sets: [
            {
              id: w.sets[0]!.id,
              exercises: [{ id: w.sets[0]!.exercises[0]!.id, sets: [{ id: row.id, skipped }] }],
            },
          ],
        },
      });
    expect((await patch(true)).body.workout.sets[0].exercises[0].sets[0].skipped).toBe(true);
    const undone = (await patch(false)).body.workout.sets[0].exercises[0].sets[0];
    expect(undone).not.toHaveProperty('skipped');

    await complete(client, w, completion(w, ['60'], [], true));
    const copy = await t.call('POST', `/api/workouts/${w.id}/copy`, {
      token: trainer.token,
      body: { name: 'Again', assignedTo: client.id, scheduledDate: isoDay(3).slice(0, 10) },
    });
    expect(copy.status).toBe(201);
    expect(JSON.stringify(copy.body.workout)).not.toContain('skipped');
  });

  it('never count for records, volume or the next workout’s "last time"', async () => {
    const client = await newClient();
    const first = await assign(client, ['80']);
    expect((await complete(client, first, completion(first, ['80'], [], false, isoDay(-2)))).status).toBe(
      200,
    );

    // 150 kg would beat everything, but it was skipped: the record is the 90 kg set done.
    const second = await assign(client, ['90', '150']);
    const res = await complete(client, second, completion(second, ['90', '150'], [1], false, isoDay(-1)));
    expect(res.status).toBe(200);
    expect(res.body.records).toMatchObject([{ exerciseId: squat.id, bestWeight: 90, reps: 5 }]);

    const records = await t.call('GET', '/api/records', { token: client.token });
    expect(records.body.records).toMatchObject([{ exerciseId: squat.id, bestWeight: 90 }]);
    const history = await t.call('GET', `/api/exercise-history/${squat.id}`, { token: client.token });
    expect(history.body.points.map((p: { volume: number }) => p.volume)).toEqual([400, 450]);

    const third = await assign(client, ['90', '95']);
    const opened = (await t.call('GET', `/api/workouts/${third.id}`, { token: client.token })).body
      .workout as W;
    expect(opened.sets[0]!.exercises[0]!.previous!.sets).toEqual([
      { setNumber: 1, actualReps: 5, actualWeight: '90', weightUnit: 'kg' },
    ]);
  });

  it('all of them: the workout is not completed, and counts as not done for adherence', async () => {
    const client = await newClient();
    const weights = ['60', '70'];
    const w = await assign(client, weights, isoDay(-2).slice(0, 10));
    const refused = await complete(client, w, completion(w, weights, [0, 1], true));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'sets', msg: NOTHING_DONE }]);
    expect((await t.call('GET', `/api/workouts/${w.id}`, { token: client.token })).body.workout.status).toBe(
      'SCHEDULED',
    );
    const adherence = () => t.call('GET', `/api/clients/${client.id}/adherence`, { token: trainer.token });
    expect((await adherence()).body.last7).toEqual({ scheduled: 1, completed: 0, ratio: 0 });

    // One set done is a workout done.
    expect((await complete(client, w, completion(w, weights, [1], true))).status).toBe(200);
    expect((await adherence()).body.last7).toEqual({ scheduled: 1, completed: 1, ratio: 1 });
  });
});
