import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exerciseMessage } from '@kinetic/contracts/workouts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { actualsOf } from '../../test/actuals.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
type Row = {
  id: string;
  setNumber: number;
  targetReps: number;
  targetDuration: string;
  actualReps: number | null;
};
type W = { id: string; sets: { id: string; exercises: { id: string; sets: Row[] }[] }[] };

let t: TestApp;
let trainer: U;
let client: U;
let plank: Ex;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, client } = await t.twoTrainersWithClients());
  [plank] = (await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 1`,
  )) as [Ex];
});
afterAll(() => t.close());

const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString();

/** A plan of one exercise with the given set rows and no exercise-level duration nor tempo. */
const planOf = (rows: object[]) => [
  { exercises: [{ exerciseId: plank.id, exerciseName: plank.name, sets: rows }] },
];

const body = (rows: object[]) => ({
  name: 'Core',
  scheduledDate: isoDay(1).slice(0, 10),
  assignedTo: client.id,
  sets: planOf(rows),
});

const targets = (w: W) =>
  w.sets[0]!.exercises[0]!.sets.map((r) => [r.setNumber, r.targetReps, r.targetDuration]);

async function create(rows: object[]): Promise<W> {
  const res = await t.call('POST', '/api/workouts', { token: trainer.token, body: body(rows) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.workout as W;
}

describe('per-set target durations', () => {
  it('accept a set with 0 reps and a duration; refuse one with neither, with the spec message', async () => {
    await create([{ targetReps: 0, targetDuration: '45s' }]);
    const refused = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: body([{ targetReps: 0, targetDuration: '  ' }]),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'sets.0.exercises.0.sets', msg: exerciseMessage(plank.name) },
    ]);
    const template = await t.call('POST', '/api/templates', {
      token: trainer.token,
      body: { name: 'No target', sets: planOf([{ targetReps: 0 }]) },
    });
    expect(template.status).toBe(400);
    expect(template.body.errors[0].msg).toBe(exerciseMessage(plank.name));
  });

  it('round-trip through create, update, copy, a template and a program', async () => {
    const w = await create([
      { targetReps: 0, targetDuration: '45s' },
      { targetReps: 0, targetDuration: '1:00' },
    ]);
    expect(targets(w)).toEqual([
      [1, 0, '45s'],
      [2, 0, '1:00'],
    ]);
    const read = await t.call('GET', `/api/workouts/${w.id}`, { token: client.token });
    expect(targets(read.body.workout)).toEqual(targets(w));

    const updated = await t.call('PUT', `/api/workouts/${w.id}`, {
      token: trainer.token,
      body: body([
        { targetReps: 0, targetDuration: '30 sec' },
        { targetReps: 10, targetDuration: '' },
      ]),
    });
    expect(updated.status).toBe(200);
    expect(targets(updated.body.workout)).toEqual([
      [1, 0, '30 sec'],
      [2, 10, ''],
    ]);

    const copy = await t.call('POST', `/api/workouts/${w.id}/copy`, {
      token: trainer.token,
      body: { name: 'Core again', assignedTo: client.id, scheduledDate: isoDay(2).slice(0, 10) },
    });
    expect(copy.status).toBe(201);
    expect(targets(copy.body.workout)).toEqual(targets(updated.body.workout));

    const template = await t.call('POST', `/api/workouts/${w.id}/template`, {
      token: trainer.token,
      body: { name: 'Core template' },
    });
    expect(template.status).toBe(201);
    expect(targets(template.body.template)).toEqual(targets(updated.body.workout));

    const program = await t.call('POST', '/api/programs', {
      token: trainer.token,
      body: {
        name: 'Core weeks',
        weeks: 1,
        days: [{ week: 1, dayOfWeek: 3, templateId: template.body.template.id }],
      },
    });
    expect(program.status).toBe(201);
    const assigned = await t.call('POST', `/api/programs/${program.body.program.id}/assign`, {
      token: trainer.token,
      body: { clientIds: [client.id], startDate: '2027-03-01' },
    });
    expect(assigned.status).toBe(201);
    const scheduled = await t.call('GET', `/api/workouts/${assigned.body.workouts[0].id}`, {
      token: client.token,
    });
    expect(targets(scheduled.body.workout)).toEqual(targets(updated.body.workout));
  });

  it('a timed set done is recorded with its duration and no reps: no rep record, no volume', async () => {
    const w = await create([{ targetReps: 0, targetWeight: '20', weightUnit: 'kg', targetDuration: '45s' }]);
    const res = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
      token: client.token,
      body: {
        status: 'COMPLETED',
        completedDate: isoDay(0),
        // What the screen sends for a set it asks no reps of, had it sent the target's 0.
        sets: actualsOf(w, () => ({ actualReps: 0, actualWeight: '20', actualDuration: '45s' })),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.records).toEqual([]);
    const performed = await t.rows(
      sql`select reps, weight, duration from performed_sets where workout_id = ${w.id}`,
    );
    expect(performed).toEqual([{ reps: null, weight: '20', duration: '45s' }]);
    const records = await t.call('GET', '/api/records', { token: client.token });
    expect(records.body.records).toEqual([]);
    const history = await t.call('GET', `/api/exercise-history/${plank.id}`, { token: client.token });
    expect(history.status).toBe(200);
    expect(history.body.points).toEqual([]);
  });
});
