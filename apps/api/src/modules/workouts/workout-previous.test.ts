import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { actualsOf } from '../../test/actuals.ts';
import { newWorkout } from '../../test/plans.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
type Ex = { id: string; name: string };
type W = {
  id: string;
  sets: { id: string; exercises: { id: string; exerciseId: string; sets: { id: string }[] }[] }[];
};
let t: TestApp;
let trainer: U, client: U, otherClient: U;
let squat: Ex, press: Ex, row: Ex;

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  otherClient = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  [squat, press, row] = await t.rows(
    sql`select id, name from library_exercises where approved order by name limit 3`,
  );
});
afterAll(() => t.close());

/** A workout of these exercises on that day, each two sets of 5 at 100 kg. */
const workout = (clientId: string, date: string, exercises: Ex[]): Promise<W> => {
  const row = { targetReps: 5, targetWeight: '100', weightUnit: 'kg' };
  const sets = [{ exercises: exercises.map((e) => ({ exerciseId: e.id, sets: [row, row] })) }];
  return newWorkout(t, trainer.token, { clientId, date, name: `Day ${date}`, sets });
};

/** Completes `w` for its client at `completedDate`, each exercise's sets at `reps` and `weight`. */
async function complete(token: string, w: W, completedDate: string, reps: number[], weight: string) {
  const res = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
    token,
    body: {
      status: 'COMPLETED',
      completedDate,
      sets: actualsOf(w, (i) => ({ actualReps: reps[i] ?? null, actualWeight: weight })),
    },
  });
  expect(res.status).toBe(200);
}

const open = async (w: W, token = client.token) => {
  const res = await t.call('GET', `/api/workouts/${w.id}`, { token });
  expect(res.status).toBe(200);
  return res.body.workout as { sets: { exercises: { exerciseId: string; previous?: unknown }[] }[] };
};
const previousOf = (opened: Awaited<ReturnType<typeof open>>) =>
  opened.sets.flatMap((b) => b.exercises.map((e) => e.previous));

describe("a client's workout carries each exercise's previous performance", () => {
  it('null the first time; then the last completed performance before this workout, not this one', async () => {
    const first = await workout(client.id, '2026-10-01', [squat, press]);
    expect(previousOf(await open(first))).toEqual([null, null]);

    await complete(client.token, first, '2026-10-01T10:00:00.000Z', [5, 4], '100');
    // A completed workout does not show itself as the previous time.
    expect(previousOf(await open(first))).toEqual([null, null]);

    const second = await workout(client.id, '2026-10-08', [squat]);
    await complete(client.token, second, '2026-10-08T10:00:00.000Z', [6, 6], '105');
    // Another client's performances are never anyone else's previous.
    const theirs = await workout(otherClient.id, '2026-10-09', [squat, press]);
    await complete(otherClient.token, theirs, '2026-10-09T10:00:00.000Z', [1, 1], '20');

    const next = await workout(client.id, '2026-10-15', [squat, press, row]);
    const opened = await open(next);
    expect(previousOf(opened)).toEqual([
      {
        date: '2026-10-08T10:00:00.000Z',
        workoutId: second.id,
        sets: [
          { setNumber: 1, actualReps: 6, actualWeight: '105', weightUnit: 'kg' },
          { setNumber: 2, actualReps: 6, actualWeight: '105', weightUnit: 'kg' },
        ],
      },
      {
        date: '2026-10-01T10:00:00.000Z',
        workoutId: first.id,
        sets: [
          { setNumber: 1, actualReps: 5, actualWeight: '100', weightUnit: 'kg' },
          { setNumber: 2, actualReps: 4, actualWeight: '100', weightUnit: 'kg' },
        ],
      },
      null,
    ]);
    // A completed workout's previous is what came before it, not what came after.
    expect(previousOf(await open(second))[0]).toMatchObject({ workoutId: first.id });
  });

  it('a set left empty is not in the previous sets, and the others keep their numbers', async () => {
    const own = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const done = await workout(own.id, '2026-09-02', [squat]);
    const rows = [
      { actualReps: null, actualWeight: null },
      { actualReps: 7, actualWeight: '90' },
    ];
    const res = await t.call('PATCH', `/api/workouts/${done.id}/complete`, {
      token: own.token,
      body: {
        status: 'COMPLETED',
        completedDate: '2026-09-02T08:00:00.000Z',
        sets: actualsOf(done, (i) => rows[i]!),
      },
    });
    expect(res.status).toBe(200);
    const next = await workout(own.id, '2026-09-09', [squat]);
    expect(previousOf(await open(next, own.token))).toEqual([
      {
        date: '2026-09-02T08:00:00.000Z',
        workoutId: done.id,
        sets: [{ setNumber: 2, actualReps: 7, actualWeight: '90', weightUnit: 'kg' }],
      },
    ]);
  });

  it('an exercise twice in one workout gets the same previous; the trainer’s read stays as it was', async () => {
    const done = await workout(client.id, '2026-09-01', [row]);
    await complete(client.token, done, '2026-09-01T08:00:00.000Z', [8, 8], '40');
    const twice = await workout(client.id, '2026-11-01', [row, row]);
    const [a, b] = previousOf(await open(twice));
    expect(a).toMatchObject({ workoutId: done.id });
    expect(b).toEqual(a);
    const byTrainer = await t.call('GET', `/api/workouts/${twice.id}`, { token: trainer.token });
    expect(byTrainer.status).toBe(200);
    for (const block of byTrainer.body.workout.sets)
      for (const e of block.exercises) expect(e).not.toHaveProperty('previous');
  });

  // Opened workouts are kept by the API under the workout row's version and the client's calendar
  // counter: a change to the workout, through the app or straight in the database, and a change to
  // what came before it, must show in the next read, for the client and for the trainer.
  it('a workout read before a write is never sent after it, whoever wrote', async () => {
    const c = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const later = await workout(c.id, '2026-08-10', [press]);
    const opened = async (token: string) => {
      const w = (await open(later, token)) as Awaited<ReturnType<typeof open>> & { name: string };
      return [w.name, ...previousOf(w).map((p) => (p as { workoutId?: string } | null)?.workoutId ?? null)];
    };
    expect(await opened(c.token)).toEqual(['Day 2026-08-10', null]);
    expect(await opened(trainer.token)).toEqual(['Day 2026-08-10', null]);

    // Another workout completed through the app: now what came before.
    const earlier = await workout(c.id, '2026-08-03', [press]);
    await complete(c.token, earlier, '2026-08-03T09:00:00.000Z', [5, 5], '50');
    expect(await opened(c.token)).toEqual(['Day 2026-08-10', earlier.id]);

    // The workout changed straight in the database (another process, an operator).
    await t.rows(sql`update workouts set name = 'Press day' where id = ${later.id}`);
    expect(await opened(c.token)).toEqual(['Press day', earlier.id]);
    expect(await opened(trainer.token)).toEqual(['Press day', null]);

    // What came before deleted straight in the database: its performed sets go with it.
    await t.rows(sql`delete from workouts where id = ${earlier.id}`);
    expect(await opened(c.token)).toEqual(['Press day', null]);

    // Moved to another trainer: the first one no longer sees it, whatever was kept.
    const other = await t.user({ roles: ['TRAINER'] });
    await t.rows(sql`update users set trainer_id = ${other.id} where id = ${c.id}`);
    expect((await t.call('GET', `/api/workouts/${later.id}`, { token: trainer.token })).status).toBe(404);
  });
});
