import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRAINING_MAXES_LIMIT_REACHED,
  TRAINING_MAXES_PER_CLIENT_MAX,
} from '@kinetic/contracts/training-maxes';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { fieldMessages } from '../../test/field-messages.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
let t: TestApp;
let trainer: U, otherTrainer: U, client: U;
let squat: Ex, press: Ex;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client } = await t.twoTrainersWithClients());
  [squat, press] = (await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 2`,
  )) as [Ex, Ex];
});
afterAll(() => t.close());

const listOf = (clientId: string) => `/api/clients/${clientId}/training-maxes`;
const maxOf = (clientId: string, exerciseId: string) =>
  `/api/clients/${clientId}/training-maxes/${exerciseId}`;
const newClient = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });
const audited = async (subjectId: string, action: string) =>
  (
    await t.rows(sql`select detail from audit_log where subject_id = ${subjectId} and action = ${action}`)
  ).map((r) => r.detail as string);

describe("a client's training maxes", () => {
  it('sets, replaces and removes a training max, each write audited without the weight', async () => {
    const me = await newClient();
    const set = await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: 140, weightUnit: 'kg' },
    });
    expect(set).toMatchObject({
      status: 200,
      body: {
        trainingMax: {
          exerciseId: squat.id,
          exerciseName: squat.name,
          weight: 140,
          weightUnit: 'kg',
          source: 'trainer',
        },
      },
    });
    const again = await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: 315, weightUnit: 'lbs' },
    });
    expect(again.body.trainingMax).toMatchObject({ weight: 315, weightUnit: 'lbs' });
    const list = await t.call('GET', listOf(me.id), { token: trainer.token });
    expect(list.body.trainingMaxes).toEqual([again.body.trainingMax]);

    expect((await t.call('DELETE', maxOf(me.id, squat.id), { token: trainer.token })).status).toBe(204);
    expect((await t.call('DELETE', maxOf(me.id, squat.id), { token: trainer.token })).status).toBe(404);
    expect((await t.call('GET', listOf(me.id), { token: trainer.token })).body.trainingMaxes).toEqual([]);
    const details = await audited(me.id, 'training-maxes.write');
    expect(details).toHaveLength(3);
    expect(details.join(' ')).not.toMatch(/140|315/);
    expect(await audited(me.id, 'training-maxes.read')).not.toHaveLength(0);
  });

  it("lists the records' estimated 1RM for an exercise without a training max set", async () => {
    const me = await newClient();
    const made = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'Strength',
        scheduledDate: '2026-10-01',
        assignedTo: me.id,
        sets: [
          {
            exercises: [
              { exerciseId: press.id, sets: [{ targetReps: 5, targetWeight: '60', weightUnit: 'kg' }] },
            ],
          },
        ],
      },
    });
    const w = made.body.workout;
    const done = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
      token: me.token,
      body: {
        status: 'COMPLETED',
        completedDate: '2026-10-01T17:00:00.000Z',
        sets: [
          {
            id: w.sets[0].id,
            exercises: [
              {
                id: w.sets[0].exercises[0].id,
                sets: [{ id: w.sets[0].exercises[0].sets[0].id, actualReps: 5, actualWeight: '60' }],
              },
            ],
          },
        ],
      },
    });
    expect(done.status).toBe(200);
    await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: 100, weightUnit: 'kg' },
    });
    const list = await t.call('GET', listOf(me.id), { token: trainer.token });
    const entries = list.body.trainingMaxes as { exerciseId: string; exerciseName: string }[];
    expect(entries.map((e) => e.exerciseName)).toEqual(
      [press.name, squat.name].sort((a, b) => a.localeCompare(b)),
    );
    // Epley: 60 × (1 + 5 / 30) = 70.
    expect(entries.find((e) => e.exerciseId === press.id)).toMatchObject({
      weight: 70,
      weightUnit: 'kg',
      source: 'records',
      updatedAt: null,
    });
    expect(entries.find((e) => e.exerciseId === squat.id)).toMatchObject({ weight: 100, source: 'trainer' });
  });

  it('refuses a bad weight with field messages, an unknown exercise and another trainer', async () => {
    const me = await newClient();
    const bad = await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: -5, weightUnit: 'stone' },
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad)).toEqual({
      weight: 'Weight must be above 0',
      weightUnit: 'Unit must be lbs or kg',
    });
    const unknown = await t.call('PUT', maxOf(me.id, client.id), {
      token: trainer.token,
      body: { weight: 100, weightUnit: 'kg' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Exercise not found' } });
    for (const call of [
      t.call('GET', listOf(me.id), { token: otherTrainer.token }),
      t.call('PUT', maxOf(me.id, squat.id), {
        token: otherTrainer.token,
        body: { weight: 1, weightUnit: 'kg' },
      }),
      t.call('DELETE', maxOf(me.id, squat.id), { token: otherTrainer.token }),
    ])
      expect(await call).toMatchObject({ status: 404, body: { error: 'Client not found' } });
    expect((await t.call('GET', listOf(me.id), { token: me.token })).status).toBe(403);
    expect(await t.rows(sql`select 1 from training_maxes where client_id = ${me.id}`)).toEqual([]);
  });

  it(`keeps at most ${TRAINING_MAXES_PER_CLIENT_MAX} per client, and still replaces one held`, async () => {
    const me = await newClient();
    await t.rows(sql`insert into training_maxes (client_id, exercise_id, weight, weight_unit)
      select ${me.id}::uuid, id, 50, 'kg' from library_exercises
      where id <> ${squat.id} order by id limit ${TRAINING_MAXES_PER_CLIENT_MAX}`);
    const full = await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: 1, weightUnit: 'kg' },
    });
    expect(full).toMatchObject({ status: 409, body: { error: TRAINING_MAXES_LIMIT_REACHED } });
    const [held] = await t.rows(
      sql`select exercise_id as id from training_maxes where client_id = ${me.id} limit 1`,
    );
    const replaced = await t.call('PUT', maxOf(me.id, held!.id as string), {
      token: trainer.token,
      body: { weight: 55, weightUnit: 'kg' },
    });
    expect(replaced.status).toBe(200);
  });

  it("is in the client's data export and goes with their erasure", async () => {
    const me = await newClient();
    await t.call('PUT', maxOf(me.id, squat.id), {
      token: trainer.token,
      body: { weight: 90, weightUnit: 'kg' },
    });
    const exported = await t.call('GET', '/api/users/me/export', { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.trainingMaxes).toMatchObject([
      { exerciseId: squat.id, weight: 90, weightUnit: 'kg', source: 'trainer' },
    ]);
    const erased = await t.call('DELETE', '/api/users/me', {
      token: me.token,
      body: { password: me.password },
    });
    expect(erased.status).toBe(204);
    expect(await t.rows(sql`select 1 from training_maxes where client_id = ${me.id}`)).toEqual([]);
  });
});
