import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actualsOf, type PlanIds } from '../test/actuals.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, client: U, otherClient: U;
let squat: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  otherClient = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  [squat] = await t.rows(sql`select id, name from library_exercises where approved order by name limit 1`);
});
afterAll(() => t.close());

async function workoutFor(assignedTo: string) {
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: 'Leg day',
      scheduledDate: '2026-11-20',
      assignedTo,
      sets: [{ exercises: [{ exerciseId: squat!.id, sets: [{ targetReps: 5, targetWeight: '100' }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout as PlanIds & { id: string };
}

const actuals = (w: PlanIds, reps: number) => ({
  sets: actualsOf(w, () => ({ actualReps: reps, actualWeight: '100' })),
});

const completion = (w: PlanIds, reps = 5) => ({
  ...actuals(w, reps),
  status: 'COMPLETED',
  completedDate: new Date(Date.now() - 60_000).toISOString(),
});

const keyed = (key: string) => ({ 'idempotency-key': key });

/**
 * The client's `body` for the workout, under the Idempotency-Key `key` (none when undefined):
 * `/complete` completes it, `''` saves its actuals.
 */
const send = (path: '' | '/complete', w: { id: string }, body: object, key?: string, token = client.token) =>
  t.call('PATCH', `/api/workouts/${w.id}${path}`, {
    token,
    body,
    ...(key === undefined ? {} : { headers: keyed(key) }),
  });
const complete = (w: { id: string }, body: object, key?: string, token?: string) =>
  send('/complete', w, body, key, token);
const saveActuals = (w: { id: string }, body: object, key: string) => send('', w, body, key);
const performed = (workoutId: string) =>
  t.rows(sql`select reps from performed_sets where workout_id = ${workoutId}`);
const notices = (workoutId: string) =>
  t.rows(
    sql`select id from notifications where kind = 'workout-completed' and link = ${`/workouts/${workoutId}`}`,
  );

describe('Idempotency-Key on completing a workout', () => {
  it('the same key twice completes once and answers the same status and body again', async () => {
    const w = await workoutFor(client.id);
    const key = randomUUID();
    const body = completion(w);
    const first = await complete(w, body, key);
    expect(first.status).toBe(200);
    expect(first.body.workout).toMatchObject({ status: 'COMPLETED', completedDate: body.completedDate });
    const again = await complete(w, body, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await performed(w.id)).toEqual([{ reps: 5 }]);
    expect(await notices(w.id)).toHaveLength(1);
  });

  it('a different key after completion gets 409, as completing twice without keys does', async () => {
    const w = await workoutFor(client.id);
    const done = await complete(w, completion(w), randomUUID());
    expect(done.status).toBe(200);
    const other = await complete(w, completion(w), randomUUID());
    expect(other).toMatchObject({
      status: 409,
      body: { error: 'This workout is completed and can no longer be changed' },
    });
    const none = await complete(w, completion(w));
    expect(none.status).toBe(409);
    expect(await performed(w.id)).toEqual([{ reps: 5 }]);
  });

  it('concurrent requests with one key complete once and all answer the first answer', async () => {
    const w = await workoutFor(client.id);
    const key = randomUUID();
    const body = completion(w);
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(w, body, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
    expect(await performed(w.id)).toEqual([{ reps: 5 }]);
    expect(await notices(w.id)).toHaveLength(1);
  });

  it('a key is the user’s own: another user’s same key is independent', async () => {
    const mine = await workoutFor(client.id);
    const theirs = await workoutFor(otherClient.id);
    const key = randomUUID();
    const a = await complete(mine, completion(mine), key);
    const b = await complete(theirs, completion(theirs, 3), key, otherClient.token);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.body.workout.id).toBe(theirs.id);
    expect(await performed(theirs.id)).toEqual([{ reps: 3 }]);
    // A key opens nothing of another user's: their workout stays 404 to the client.
    const foreign = await complete(theirs, completion(theirs), randomUUID());
    expect(foreign.status).toBe(404);
  });

  it('a key used for another request answers 422 and changes nothing', async () => {
    const w = await workoutFor(client.id);
    const key = randomUUID();
    const saved = await saveActuals(w, actuals(w, 4), key);
    expect(saved.status).toBe(200);
    const reused = await complete(w, completion(w), key);
    expect(reused).toMatchObject({
      status: 422,
      body: {
        error: 'This Idempotency-Key was already used for another request; send a new key',
        errors: [{ path: 'Idempotency-Key' }],
      },
    });
    const after = await t.call('GET', `/api/workouts/${w.id}`, { token: client.token });
    expect(after.body.workout.status).toBe('SCHEDULED');
  });

  it('invalid keys answer 400 with a field message and change nothing', async () => {
    const w = await workoutFor(client.id);
    for (const key of ['', 'x'.repeat(201), 'with space', 'tab\there', 'é']) {
      const res = await complete(w, completion(w), key);
      expect(res).toMatchObject({
        status: 400,
        body: {
          errors: [
            { path: 'Idempotency-Key', msg: 'Idempotency-Key must be 1 to 200 visible ASCII characters' },
          ],
        },
      });
    }
    expect(await performed(w.id)).toEqual([]);
    const longest = await complete(w, completion(w), '~'.repeat(200));
    expect(longest.status).toBe(200);
  });

  it('a refusal is not kept: the same key may try again once the request is right', async () => {
    const w = await workoutFor(client.id);
    const key = randomUUID();
    const wrong = await saveActuals(w, { sets: [{ id: randomUUID(), exercises: [] }] }, key);
    expect(wrong.status).toBe(400);
    const right = await saveActuals(w, actuals(w, 6), key);
    expect(right.status).toBe(200);
    expect(right.body.workout.sets[0].exercises[0].sets[0].actualReps).toBe(6);
  });

  it('a save sent again with its key answers the workout as that save left it, not as it is now', async () => {
    const w = await workoutFor(client.id);
    const [first, later] = [randomUUID(), randomUUID()];
    const save = (reps: number, key: string) => saveActuals(w, actuals(w, reps), key);
    const saved = await save(6, first);
    expect(saved.status).toBe(200);
    expect((await save(7, later)).status).toBe(200);
    const again = await save(6, first);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(saved.body);
    expect(again.body.workout.sets[0].exercises[0].sets[0].actualReps).toBe(6);
    const now = await t.call('GET', `/api/workouts/${w.id}`, { token: client.token });
    expect(now.body.workout.sets[0].exercises[0].sets[0].actualReps).toBe(7);
  });

  it('keys older than a week are forgotten when the user claims another', async () => {
    const key = randomUUID();
    const first = await t.call('POST', '/api/progress', {
      token: client.token,
      body: { type: 'Body weight', value: 80, unit: 'kg', date: '2026-01-02' },
      headers: keyed(key),
    });
    expect(first.status).toBe(201);
    await t.rows(sql`update idempotency_keys set created_at = now() - interval '8 days'
      where user_id = ${client.id} and key = ${key}`);
    const later = await t.call('POST', '/api/progress', {
      token: client.token,
      body: { type: 'Body weight', value: 80, unit: 'kg', date: '2026-01-02' },
      headers: keyed(key),
    });
    expect(later.status).toBe(201);
    expect(later.body.entry.id).not.toBe(first.body.entry.id);
    expect(
      await t.rows(sql`select key from idempotency_keys where user_id = ${client.id} and
      created_at < now() - interval '7 days'`),
    ).toEqual([]);
  });
});

describe('Idempotency-Key on logging progress', () => {
  it('the same key twice logs one entry and answers 201 with the same entry', async () => {
    const key = randomUUID();
    const body = { type: 'Body weight', value: 81.5, unit: 'kg', date: '2026-03-04' };
    const first = await t.call('POST', '/api/progress', {
      token: otherClient.token,
      body,
      headers: keyed(key),
    });
    const again = await t.call('POST', '/api/progress', {
      token: otherClient.token,
      body,
      headers: keyed(key),
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    const entries = await t.rows(sql`select id from progress_entries where client_id = ${otherClient.id}
      and date = '2026-03-04'`);
    expect(entries).toEqual([{ id: first.body.entry.id }]);
    const other = await t.call('POST', '/api/progress', {
      token: otherClient.token,
      body,
      headers: keyed(randomUUID()),
    });
    expect(other.status).toBe(201);
    expect(other.body.entry.id).not.toBe(first.body.entry.id);
    const bad = await t.call('POST', '/api/progress', {
      token: otherClient.token,
      body,
      headers: keyed('x'.repeat(201)),
    });
    expect(bad.status).toBe(400);
  });
});
