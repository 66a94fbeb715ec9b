import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { actualsOf } from '../../test/actuals.ts';
import { newWorkout } from '../../test/plans.ts';

// A client may count in the other unit than their trainer prescribes in: each actual weight is
// stored with the unit it was entered in, and everything that compares weights converts.

type U = Awaited<ReturnType<TestApp['user']>>;
type Row = { id: string; actualWeight: string | null; actualWeightUnit?: string | null; weightUnit: string };
type W = { id: string; sets: { id: string; exercises: { id: string; exerciseId: string; sets: Row[] }[] }[] };
type SetIn = { actualReps?: number | null; actualWeight?: string | null; actualWeightUnit?: unknown };

let t: TestApp;
let trainer: U, client: U, other: U;
let exerciseId: string;

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  other = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const [exercise] = await t.rows(sql`select id from library_exercises where approved order by name limit 1`);
  exerciseId = (exercise as { id: string }).id;
});
afterAll(() => t.close());

/** A workout of one exercise, a set row per target weight, all prescribed in `unit`. */
const assign = async (clientId: string, weights: string[], unit: 'lbs' | 'kg', date = '2026-10-01') => {
  const rows = weights.map((w) => ({ targetReps: 5, targetWeight: w, weightUnit: unit }));
  const sets = [{ exercises: [{ exerciseId, sets: rows }] }];
  return (await newWorkout(t, trainer.token, { clientId, date, name: `Units ${date}`, sets })) as W;
};

/** The body that records `rows` (one per set row, in order) of `w`. */
const body = (w: W, rows: SetIn[]) => ({
  sets: actualsOf(w, (i) => ({ actualReps: 5, ...rows[i] }), { completedAsPrescribed: false }),
});

const complete = (w: W, rows: SetIn[], completedDate: string, token = client.token) =>
  t.call('PATCH', `/api/workouts/${w.id}/complete`, {
    token,
    body: { ...body(w, rows), status: 'COMPLETED', completedDate },
  });

const rowsOf = async (w: W, token = client.token) => {
  const res = await t.call('GET', `/api/workouts/${w.id}`, { token });
  expect(res.status).toBe(200);
  return (res.body.workout as W).sets[0]!.exercises[0]!.sets;
};

describe('an actual weight keeps the unit the client entered it in', () => {
  it('a kg entry on an lbs workout is stored, read back and performed as kg; the trainer sees kg', async () => {
    const w = await assign(client.id, ['135', '135'], 'lbs', '2026-10-02');
    const saved = await t.call('PATCH', `/api/workouts/${w.id}`, {
      token: client.token,
      body: body(w, [{ actualWeight: '60', actualWeightUnit: 'kg' }, { actualWeight: '135' }]),
    });
    expect(saved.status).toBe(200);
    const rows = await rowsOf(w);
    expect(rows.map((r) => [r.actualWeight, r.actualWeightUnit ?? null, r.weightUnit])).toEqual([
      ['60', 'kg', 'lbs'],
      // Sent without a unit (as clients did before they could choose): the prescribed one.
      ['135', null, 'lbs'],
    ]);

    const done = await complete(
      w,
      [
        { actualWeight: '60', actualWeightUnit: 'kg' },
        { actualWeight: '135', actualWeightUnit: 'lbs' },
      ],
      '2026-10-02T12:00:00.000Z',
    );
    expect(done.status).toBe(200);
    const performed = await t.rows(
      sql`select weight, weight_unit as unit from performed_sets where workout_id = ${w.id} order by id`,
    );
    expect(performed).toEqual([
      { weight: '60', unit: 'kg' },
      { weight: '135', unit: 'lbs' },
    ]);

    const reviewed = await rowsOf(w, trainer.token);
    expect(reviewed.map((r) => `${r.actualWeight} ${r.actualWeightUnit}`)).toEqual(['60 kg', '135 lbs']);

    // Last time, on the next workout of the exercise, says the unit it was done in.
    const next = await assign(client.id, ['140'], 'lbs', '2026-10-09');
    const opened = await t.call('GET', `/api/workouts/${next.id}`, { token: client.token });
    expect(opened.body.workout.sets[0].exercises[0].previous.sets).toEqual([
      { setNumber: 1, actualReps: 5, actualWeight: '60', weightUnit: 'kg' },
      { setNumber: 2, actualReps: 5, actualWeight: '135', weightUnit: 'lbs' },
    ]);

    // The export carries it, in the plan and in the performed sets.
    const exported = (await t.call('GET', '/api/users/me/export', { token: client.token })).body;
    const plan = exported.workouts.find((x: { id: string }) => x.id === w.id);
    expect(plan.sets[0].exercises[0].sets[0]).toMatchObject({ actualWeight: '60', actualWeightUnit: 'kg' });
    expect(exported.performedSets).toContainEqual(
      expect.objectContaining({ workoutId: w.id, weight: '60', weightUnit: 'kg' }),
    );
  });

  it('a unit sent alone changes the unit of the weight kept; clearing or skipping drops it', async () => {
    const w = await assign(client.id, ['100', '100'], 'lbs', '2026-10-03');
    const send = (rows: (SetIn & { skipped?: boolean })[]) =>
      t.call('PATCH', `/api/workouts/${w.id}`, { token: client.token, body: body(w, rows) });
    expect((await send([{ actualWeight: '45' }, { actualWeight: '45' }])).status).toBe(200);
    expect((await send([{ actualWeightUnit: 'kg' }, { actualWeightUnit: 'kg' }])).status).toBe(200);
    expect((await rowsOf(w)).map((r) => r.actualWeightUnit)).toEqual(['kg', 'kg']);
    expect((await send([{ actualWeight: null }, { skipped: true }])).status).toBe(200);
    const rows = await rowsOf(w);
    expect(rows.map((r) => [r.actualWeight, r.actualWeightUnit])).toEqual([
      [null, undefined],
      [null, undefined],
    ]);
  });

  it('a copy of a workout done in kg starts without the units entered', async () => {
    const w = await assign(client.id, ['100'], 'lbs', '2026-10-04');
    expect(
      (await complete(w, [{ actualWeight: '50', actualWeightUnit: 'kg' }], '2026-10-04T12:00:00.000Z'))
        .status,
    ).toBe(200);
    const copy = await t.call('POST', `/api/workouts/${w.id}/copy`, {
      token: trainer.token,
      body: { name: 'Again', assignedTo: client.id, scheduledDate: '2026-10-20' },
    });
    expect(copy.status).toBe(201);
    const row = copy.body.workout.sets[0].exercises[0].sets[0];
    expect(row).toMatchObject({ actualWeight: null, weightUnit: 'lbs' });
    expect(row).not.toHaveProperty('actualWeightUnit');
  });

  it('refuses a unit other than lbs or kg with the field’s message, and changes nothing', async () => {
    const w = await assign(client.id, ['100'], 'lbs', '2026-10-05');
    for (const unit of ['stone', 'KG', 5, '']) {
      const res = await t.call('PATCH', `/api/workouts/${w.id}`, {
        token: client.token,
        body: body(w, [{ actualWeight: '50', actualWeightUnit: unit }]),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({
        path: 'sets.0.exercises.0.sets.0.actualWeightUnit',
        msg: 'Unit must be lbs or kg',
      });
    }
    expect((await rowsOf(w)).map((r) => r.actualWeight)).toEqual([null]);
  });

  it('another client’s workout answers 404, whatever the unit', async () => {
    const w = await assign(client.id, ['100'], 'lbs', '2026-10-06');
    const res = await t.call('PATCH', `/api/workouts/${w.id}`, {
      token: other.token,
      body: body(w, [{ actualWeight: '50', actualWeightUnit: 'kg' }]),
    });
    expect(res.status).toBe(404);
  });
});

describe('records compare weights across the units they were entered in', () => {
  it('100 kg beats 200 lbs, in the completion, the records and the history', async () => {
    const person = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    /** A set of 200 lbs prescribed for that day, done at noon as `actual`. */
    const doneOn = async (date: string, actual: SetIn) => {
      const w = await assign(person.id, ['200'], 'lbs', date);
      return { w, res: await complete(w, [actual], `${date}T12:00:00.000Z`, person.token) };
    };
    expect((await doneOn('2026-10-01', { actualWeight: '200' })).res.status).toBe(200);

    // Prescribed in pounds, done in kilograms: 100 kg is 220.5 lbs, above 200 lbs.
    const done = await doneOn('2026-10-08', { actualWeight: '100', actualWeightUnit: 'kg' });
    expect(done.res.status).toBe(200);
    expect(done.res.body.records).toEqual([
      expect.objectContaining({
        exerciseId,
        bestWeight: 100,
        weightUnit: 'kg',
        reps: 5,
        workoutId: done.w.id,
      }),
    ]);

    const records = await t.call('GET', `/api/clients/${person.id}/records`, { token: trainer.token });
    expect(records.status).toBe(200);
    expect(records.body.records).toEqual([
      expect.objectContaining({ bestWeight: 100, weightUnit: 'kg', estimatedOneRepMax: 116.7 }),
    ]);

    const history = await t.call('GET', `/api/exercise-history/${exerciseId}`, { token: person.token });
    expect(history.status).toBe(200);
    expect(
      history.body.points.map((p: { topWeight: number; weightUnit: string; volume: number }) => [
        p.topWeight,
        p.weightUnit,
        p.volume,
      ]),
    ).toEqual([
      [200, 'lbs', 1000],
      [100, 'kg', 500],
    ]);

    // 90 kg (198.4 lbs) is below 200 lbs and 100 kg: no record.
    const weaker = await doneOn('2026-10-15', { actualWeight: '90', actualWeightUnit: 'kg' });
    expect(weaker.res.status).toBe(200);
    expect(weaker.res.body.records).toEqual([]);
  });
});
