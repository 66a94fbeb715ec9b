import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { INTAKE } from '../../test/intake.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, client: U, otherClient: U;
let squat: { id: string; name: string }, press: { id: string; name: string }, plank: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient } = await t.twoTrainersWithClients());
  const ex = await t.rows(sql`select id, name from library_exercises where approved order by name limit 3`);
  [squat, press, plank] = ex;
  // The exercises' contraindications are set here, whatever the starter library says of them.
  await t.rows(
    sql`update library_exercises set contraindications = '{knee,lower-back}' where id = ${squat.id}`,
  );
  await t.rows(sql`update library_exercises set contraindications = '{shoulder}' where id = ${press.id}`);
  await t.rows(sql`update library_exercises set contraindications = '{}' where id = ${plank.id}`);
});
afterAll(() => t.close());

const url = (id = client.id) => `/api/clients/${id}/conditions`;

describe("a client's conditions", () => {
  it('start empty; the trainer sets them, each once in the vocabulary order', async () => {
    const first = await t.call('GET', url(), { token: trainer.token });
    expect(first).toMatchObject({ status: 200, body: { conditions: [], suggested: [] } });
    const saved = await t.call('PUT', url(), {
      token: trainer.token,
      body: { conditions: ['shoulder', 'knee', 'knee'] },
    });
    expect(saved).toMatchObject({ status: 200, body: { conditions: ['knee', 'shoulder'] } });
    expect((await t.call('GET', url(), { token: trainer.token })).body.conditions).toEqual([
      'knee',
      'shoulder',
    ]);
    await t.call('PUT', url(), { token: trainer.token, body: { conditions: [] } });
    expect((await t.call('GET', url(), { token: trainer.token })).body.conditions).toEqual([]);
  });

  it('suggests what the intake answers point to', async () => {
    for (const [form, body] of Object.entries({
      ...INTAKE,
      parq: { ...INTAKE.parq, prescribedDrugs: 'Yes' },
      'medical-history': { ...INTAKE['medical-history'], surgery: 'Arthroscopic knee surgery, 2019' },
    })) {
      const res = await t.call('POST', `/api/onboarding/${form}`, { token: client.token, body });
      expect(res.status).toBe(201);
    }
    const res = await t.call('GET', url(), { token: trainer.token });
    expect(res.body.suggested).toEqual(['knee', 'high-blood-pressure']);
  });

  it("another trainer's client is not found; clients and consultants may not ask", async () => {
    const body = { conditions: ['knee'] };
    expect((await t.call('GET', url(otherClient.id), { token: trainer.token })).status).toBe(404);
    expect((await t.call('PUT', url(otherClient.id), { token: trainer.token, body })).status).toBe(404);
    expect((await t.call('GET', url(), { token: otherTrainer.token })).status).toBe(404);
    expect((await t.call('GET', url(), { token: client.token })).status).toBe(403);
    expect((await t.call('PUT', url(), { token: client.token, body })).status).toBe(403);
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    expect((await t.call('GET', url(), { token: consultant.token })).status).toBe(403);
    expect((await t.call('GET', url())).status).toBe(401);
    expect(
      (await t.rows(sql`select conditions from users where id = ${otherClient.id}`))[0].conditions,
    ).toEqual([]);
  });

  it('a client reads their own, read-only, and never another client’s', async () => {
    const own = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const neighbour = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const mine = () => t.call('GET', '/api/users/me/conditions', { token: own.token });
    expect(await mine()).toMatchObject({ status: 200, body: { conditions: [] } });
    await t.call('PUT', url(own.id), { token: trainer.token, body: { conditions: ['wrist', 'knee'] } });
    await t.call('PUT', url(neighbour.id), { token: trainer.token, body: { conditions: ['heart'] } });
    expect((await mine()).body).toEqual({ conditions: ['knee', 'wrist'] });
    const theirs = await t.call('GET', '/api/users/me/conditions', { token: neighbour.token });
    expect(theirs.body).toEqual({ conditions: ['heart'] });
    // Only the trainer changes them; the trainer has no list of their own.
    expect((await t.call('PUT', url(own.id), { token: own.token, body: { conditions: [] } })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/users/me/conditions', { token: trainer.token })).status).toBe(403);
  });

  it('refuses a condition outside the vocabulary, or no list, with a field message', async () => {
    const bad = await t.call('PUT', url(), { token: trainer.token, body: { conditions: ['elbow'] } });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ msg: 'Unknown condition' }] } });
    const none = await t.call('PUT', url(), { token: trainer.token, body: {} });
    expect(none).toMatchObject({ status: 400, body: { errors: [{ path: 'conditions' }] } });
  });
});

describe('warnings on a workout for the client’s conditions', () => {
  const plan = () => ({
    name: 'Mixed',
    scheduledDate: '2026-12-01',
    assignedTo: client.id,
    sets: [
      {
        exercises: [
          { exerciseId: plank.id, duration: '45s' },
          { exerciseId: squat.id, sets: [{ targetReps: 5 }] },
        ],
      },
      { exercises: [{ exerciseId: press.id, sets: [{ targetReps: 8 }] }] },
    ],
  });

  it('are in the trainer’s answers of POST, GET and PUT, never in the client’s, and never refuse', async () => {
    await t.call('PUT', url(), { token: trainer.token, body: { conditions: ['knee', 'shoulder'] } });
    const created = await t.call('POST', '/api/workouts', { token: trainer.token, body: plan() });
    expect(created.status).toBe(201);
    const expected = [
      {
        exerciseId: squat.id,
        exerciseName: squat.name,
        condition: 'knee',
        message: `${squat.name} is contraindicated for knee`,
      },
      {
        exerciseId: press.id,
        exerciseName: press.name,
        condition: 'shoulder',
        message: `${press.name} is contraindicated for shoulder`,
      },
    ];
    expect(created.body.warnings).toEqual(expected);
    const id = created.body.workout.id;

    const trainerRead = await t.call('GET', `/api/workouts/${id}`, { token: trainer.token });
    expect(trainerRead.status).toBe(200);
    expect(trainerRead.body.warnings).toEqual(expected);
    expect(trainerRead.body.workout.id).toBe(id);

    const clientRead = await t.call('GET', `/api/workouts/${id}`, { token: client.token });
    expect(clientRead.status).toBe(200);
    expect(clientRead.body).not.toHaveProperty('warnings');

    const onlyPlank = { ...plan(), sets: [{ exercises: [{ exerciseId: plank.id, duration: '45s' }] }] };
    const changed = await t.call('PUT', `/api/workouts/${id}`, { token: trainer.token, body: onlyPlank });
    expect(changed).toMatchObject({ status: 200, body: { warnings: [] } });
    const back = await t.call('PUT', `/api/workouts/${id}`, { token: trainer.token, body: plan() });
    expect(back.body.warnings).toEqual(expected);
  });

  it('are empty for a client without conditions', async () => {
    await t.call('PUT', url(), { token: trainer.token, body: { conditions: [] } });
    const created = await t.call('POST', '/api/workouts', { token: trainer.token, body: plan() });
    expect(created.body.warnings).toEqual([]);
    const read = await t.call('GET', `/api/workouts/${created.body.workout.id}`, { token: trainer.token });
    expect(read.body.warnings).toEqual([]);
  });
});
