import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { actualsOf } from '../../test/actuals.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
type Lift = { reps: number | null; weight: string; unit?: 'kg' | 'lbs' };
let t: TestApp;
let trainer: U, otherTrainer: U, otherClient: U, consultant: U;
let squat: Ex, press: Ex, row: Ex;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, otherClient } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  [squat, press, row] = (await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 3`,
  )) as [Ex, Ex, Ex];
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n, 17)).toISOString();

/**
 * A workout the trainer assigns with one exercise row per entry of `lifts` (each lift one set row),
 * completed by the client on `when` with those actuals. Answers the completion's answer.
 */
async function perform(client: U, when: string, lifts: Record<string, Lift[]>) {
  const exercises = Object.entries(lifts).map(([exerciseId, sets]) => ({
    exerciseId,
    sets: sets.map((s) => ({ targetReps: 5, targetWeight: s.weight, weightUnit: s.unit ?? 'kg' })),
  }));
  const made = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: 'Strength',
      scheduledDate: when.slice(0, 10),
      assignedTo: client.id,
      sets: [{ exercises }],
    },
  });
  expect(made.status).toBe(201);
  const w = made.body.workout;
  const all = Object.values(lifts);
  const res = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
    token: client.token,
    body: {
      status: 'COMPLETED',
      completedDate: when,
      sets: w.sets.map((b: { id: string; exercises: { id: string; sets: { id: string }[] }[] }) => ({
        id: b.id,
        exercises: b.exercises.map((e, i) => ({
          id: e.id,
          sets: e.sets.map((r, j) => ({
            id: r.id,
            actualReps: all[i]![j]!.reps,
            actualWeight: all[i]![j]!.weight,
          })),
        })),
      })),
    },
  });
  expect(res.status).toBe(200);
  return { id: w.id as string, answer: res.body as { workout: { status: string }; records: unknown[] } };
}

const newClient = () => t.user({ roles: ['CLIENT'], trainerId: trainer.id });

describe('personal records', () => {
  it('answers the heaviest set and the best Epley estimate of each exercise, compared across units', async () => {
    const client = await newClient();
    const empty = await t.call('GET', '/api/records', { token: client.token });
    expect(empty).toMatchObject({ status: 200, body: { records: [] } });

    const first = await perform(client, day(0), {
      [squat.id]: [
        { reps: 5, weight: '100' },
        { reps: 1, weight: '110' },
      ],
      [press.id]: [{ reps: 8, weight: '100', unit: 'lbs' }],
    });
    // 60 kg × 12 (est. 84) and 200 lbs × 1 (90.7 kg): the heavier is the lbs set, kept in lbs.
    const second = await perform(client, day(7), {
      [squat.id]: [{ reps: 12, weight: '60' }],
      [row.id]: [
        { reps: 3, weight: 'bodyweight' },
        { reps: 0, weight: '80' },
        { reps: 5, weight: '0' },
      ],
      [press.id]: [{ reps: 1, weight: '50', unit: 'kg' }],
    });

    const res = await t.call('GET', '/api/records', { token: client.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.records.map((r: { exerciseId: string }) => [r.exerciseId, r]));
    // Back to 110 kg × 1; the best estimate is 100 × (1 + 5/30) = 116.7.
    expect(byId.get(squat.id)).toEqual({
      exerciseId: squat.id,
      exerciseName: squat.name,
      bestWeight: 110,
      weightUnit: 'kg',
      reps: 1,
      estimatedOneRepMax: 116.7,
      achievedAt: day(0),
      workoutId: first.id,
    });
    // 50 kg (110.2 lbs) beats 100 lbs; the estimate 100 × (1 + 8/30) = 126.7 lbs is 57.5 kg.
    expect(byId.get(press.id)).toMatchObject({
      bestWeight: 50,
      weightUnit: 'kg',
      reps: 1,
      estimatedOneRepMax: 57.5,
      workoutId: second.id,
    });
    // Bodyweight, 0 reps and 0 kg do not count: no record.
    expect(byId.has(row.id)).toBe(false);
    expect(res.body.records.map((r: Ex & { exerciseName: string }) => r.exerciseName)).toEqual(
      [squat.name, press.name].sort(),
    );

    // Their trainer reads the same.
    const seen = await t.call('GET', `/api/clients/${client.id}/records`, { token: trainer.token });
    expect(seen).toMatchObject({ status: 200, body: res.body });
  });

  it('counts only completed workouts, and only the client’s own', async () => {
    const client = await newClient();
    const scheduled = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: {
        name: 'Later',
        scheduledDate: '2026-12-01',
        assignedTo: client.id,
        sets: [{ exercises: [{ exerciseId: squat.id, sets: [{ targetReps: 5, targetWeight: '500' }] }] }],
      },
    });
    const w = scheduled.body.workout;
    // Feedback saved but not completed: no record.
    const saved = await t.call('PATCH', `/api/workouts/${w.id}`, {
      token: client.token,
      body: { sets: actualsOf(w, () => ({ actualReps: 5, actualWeight: '500' })) },
    });
    expect(saved.status).toBe(200);
    await perform(await newClient(), day(1), { [squat.id]: [{ reps: 5, weight: '300' }] });
    const res = await t.call('GET', '/api/records', { token: client.token });
    expect(res.body.records).toEqual([]);
  });

  it('refuses another trainer, a client and a consultant on a client’s records', async () => {
    const client = await newClient();
    const path = `/api/clients/${client.id}/records`;
    expect((await t.call('GET', path, { token: otherTrainer.token })).status).toBe(404);
    expect(
      (await t.call('GET', `/api/clients/${otherClient.id}/records`, { token: trainer.token })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/clients/${trainer.id}/records`, { token: trainer.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', path, { token: client.token })).status).toBe(403);
    expect((await t.call('GET', path, { token: consultant.token })).status).toBe(403);
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', '/api/records', { token: trainer.token })).status).toBe(403);
    // A malformed id in the path names nothing.
    const bad = await t.call('GET', '/api/clients/not-a-uuid/records', { token: trainer.token });
    expect(bad.status).toBe(404);
  });
});

describe('exercise history', () => {
  it('answers one point per completed workout with the exercise, oldest first', async () => {
    const client = await newClient();
    const a = await perform(client, day(14), {
      [squat.id]: [
        { reps: 5, weight: '100' },
        { reps: 8, weight: '90' },
      ],
    });
    // Completed later but dated earlier: it comes first.
    const b = await perform(client, day(7), { [squat.id]: [{ reps: 5, weight: '200', unit: 'lbs' }] });
    await perform(client, day(21), { [press.id]: [{ reps: 5, weight: '40' }] });

    const res = await t.call('GET', `/api/exercise-history/${squat.id}`, { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      exerciseId: squat.id,
      exerciseName: squat.name,
      points: [
        {
          date: day(7),
          workoutId: b.id,
          topWeight: 200,
          weightUnit: 'lbs',
          reps: 5,
          estimatedOneRepMax: 233.3,
          volume: 1000,
        },
        {
          date: day(14),
          workoutId: a.id,
          topWeight: 100,
          weightUnit: 'kg',
          reps: 5,
          // 90 × (1 + 8/30) = 114 is below 100 × (1 + 5/30) = 116.7.
          estimatedOneRepMax: 116.7,
          volume: 1220,
        },
      ],
    });

    const mine = await t.call('GET', `/api/exercise-history/${squat.id}?clientId=${client.id}`, {
      token: client.token,
    });
    expect(mine.body).toEqual(res.body);
    const seen = await t.call('GET', `/api/exercise-history/${squat.id}?clientId=${client.id}`, {
      token: trainer.token,
    });
    expect(seen).toMatchObject({ status: 200, body: res.body });

    const none = await t.call('GET', `/api/exercise-history/${row.id}`, { token: client.token });
    expect(none).toMatchObject({
      status: 200,
      body: { exerciseId: row.id, exerciseName: row.name, points: [] },
    });
  });

  it('refuses what the caller may not see, and bad ids', async () => {
    const client = await newClient();
    const path = (clientId?: string) =>
      `/api/exercise-history/${squat.id}${clientId ? `?clientId=${clientId}` : ''}`;
    // Another client's history, asked by a client or by a trainer not theirs: not found.
    expect((await t.call('GET', path(otherClient.id), { token: client.token })).status).toBe(404);
    expect((await t.call('GET', path(client.id), { token: otherTrainer.token })).status).toBe(404);
    expect((await t.call('GET', path(otherTrainer.id), { token: trainer.token })).status).toBe(404);
    // A trainer must name a client.
    const unnamed = await t.call('GET', path(), { token: trainer.token });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.errors[0].path).toBe('clientId');
    expect((await t.call('GET', path(client.id), { token: consultant.token })).status).toBe(403);
    expect((await t.call('GET', path())).status).toBe(401);
    // No such exercise, a malformed exercise id (in the path: nothing found) or client id.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/exercise-history/${unknown}`, { token: client.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/exercise-history/squat', { token: client.token })).status).toBe(404);
    expect((await t.call('GET', path('nobody'), { token: trainer.token })).status).toBe(400);
  });
});

describe('records set by a completion', () => {
  it('names each exercise whose best estimate or heaviest weight the workout beat, with the set', async () => {
    const client = await newClient();
    // The first time sets no record: nothing to beat.
    const first = await perform(client, day(0), {
      [squat.id]: [{ reps: 5, weight: '80' }],
      [press.id]: [{ reps: 5, weight: '40' }],
    });
    expect(first.answer.records).toEqual([]);
    expect(first.answer.workout.status).toBe('COMPLETED');

    const second = await perform(client, day(7), {
      [squat.id]: [
        { reps: 5, weight: '100' },
        { reps: 1, weight: '105' },
      ],
      [press.id]: [{ reps: 5, weight: '40' }],
    });
    // 100 × 5 (116.7) is the best estimate, though 105 × 1 is heavier; the press only equals.
    expect(second.answer.records).toEqual([
      {
        exerciseId: squat.id,
        exerciseName: squat.name,
        bestWeight: 100,
        weightUnit: 'kg',
        reps: 5,
        estimatedOneRepMax: 116.7,
        achievedAt: day(7),
        workoutId: second.id,
      },
    ]);

    // Heavier (110 kg × 1 = 110 < 116.7) but not stronger: the heaviest set is the record.
    const third = await perform(client, day(14), { [squat.id]: [{ reps: 1, weight: '110' }] });
    expect(third.answer.records).toMatchObject([{ bestWeight: 110, reps: 1, estimatedOneRepMax: 110 }]);

    // Less in every way, in pounds: nothing.
    const fourth = await perform(client, day(21), { [squat.id]: [{ reps: 5, weight: '200', unit: 'lbs' }] });
    expect(fourth.answer.records).toEqual([]);
    // More in pounds than before in kilograms: a record in its own unit.
    const fifth = await perform(client, day(28), { [squat.id]: [{ reps: 5, weight: '225', unit: 'lbs' }] });
    expect(fifth.answer.records).toMatchObject([
      { bestWeight: 225, weightUnit: 'lbs', estimatedOneRepMax: 262.5 },
    ]);

    const stored = await t.rows(
      sql`select count(*)::int as n from performed_sets where client_id = ${client.id}`,
    );
    expect(stored).toEqual([{ n: 8 }]);
  });

  it('compares only with workouts completed by then', async () => {
    const client = await newClient();
    await perform(client, day(10), { [squat.id]: [{ reps: 5, weight: '120' }] });
    // Logged afterwards for an earlier day: 100 kg beats nothing before it.
    const backdated = await perform(client, day(3), { [squat.id]: [{ reps: 5, weight: '100' }] });
    expect(backdated.answer.records).toEqual([]);
    const later = await perform(client, day(20), { [squat.id]: [{ reps: 5, weight: '110' }] });
    expect(later.answer.records).toEqual([]);
  });
});
