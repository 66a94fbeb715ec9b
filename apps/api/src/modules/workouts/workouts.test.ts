import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, consultant: U, client: U, client2: U, strangerClient: U;
let squat: { id: string; name: string }, plank: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient: strangerClient } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  client2 = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const ex = await t.rows(sql`select id, name from library_exercises where approved order by name limit 2`);
  squat = ex[0];
  plank = ex[1];
});
afterAll(() => t.close());

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Leg day',
  description: 'Lower body strength',
  scheduledDate: '2026-12-01',
  estimatedDuration: 45,
  tags: ['legs'],
  assignedTo: client.id,
  sets: [
    {
      setType: 'straight sets',
      restPeriod: '90s',
      intensityLevel: 7,
      targetHeartRate: 140,
      specialInstructions: 'Brace',
      exercises: [
        {
          exerciseId: squat.id,
          exerciseName: squat.name,
          description: 'x'.repeat(600),
          sets: [
            { targetReps: 10, targetWeight: '60', weightUnit: 'kg' },
            { targetReps: 8, targetWeight: '70', weightUnit: 'kg' },
          ],
        },
      ],
    },
    {
      setType: '',
      exercises: [{ exerciseId: plank.id, exerciseName: plank.name, duration: '45s', sets: [] }],
    },
  ],
  ...overrides,
});

type Opened = { sets: { exercises: { previous?: unknown; skipped?: boolean }[] }[] };

/**
 * A workout as the trainer sees it: the client's read adds each exercise's `previous`, and names
 * `skipped` on each (false unless the client skipped it; the stored plan holds only a true one).
 */
const withoutPrevious = (w: Opened) => {
  for (const b of w.sets) for (const e of b.exercises) expect(e).toHaveProperty('previous');
  const asStored = ({ previous: _, skipped, ...e }: Opened['sets'][number]['exercises'][number]) =>
    skipped ? { ...e, skipped } : e;
  return { ...w, sets: w.sets.map((b) => ({ ...b, exercises: b.exercises.map(asStored) })) };
};

async function create(body = plan(), token = trainer.token) {
  const res = await t.call('POST', '/api/workouts', { token, body });
  expect(res.status).toBe(201);
  return res.body.workout;
}

describe('trainers build workouts for their own clients', () => {
  it('creates a workout: numbered blocks, library names, set types as listed, description cut to 500, no actuals', async () => {
    const w = await create();
    expect(w).toMatchObject({
      name: 'Leg day',
      status: 'SCHEDULED',
      scheduledDate: '2026-12-01',
      assignedTo: client.id,
      createdBy: trainer.id,
      completedDate: null,
      tags: ['legs'],
    });
    expect(w.sets.map((b: { setNumber: number; setType: string }) => [b.setNumber, b.setType])).toEqual([
      [1, 'Straight Sets'],
      [2, ''],
    ]);
    const ex = w.sets[0].exercises[0];
    expect(ex).toMatchObject({
      exerciseId: squat.id,
      exerciseName: squat.name,
      order: 1,
      completedAsPrescribed: true,
      notes: null,
    });
    expect(ex.description).toHaveLength(500);
    expect(
      ex.sets.map((r: { setNumber: number; targetReps: number; actualReps: null }) => [
        r.setNumber,
        r.targetReps,
        r.actualReps,
      ]),
    ).toEqual([
      [1, 10, null],
      [2, 8, null],
    ]);
    const again = await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token });
    expect(again.body.workout).toEqual(w);
  });

  it('lists a client’s workouts newest first, and the trainer’s own', async () => {
    const older = await create(plan({ name: 'Older', scheduledDate: '2026-01-05', assignedTo: client2.id }));
    const newer = await create(plan({ name: 'Newer', scheduledDate: '2026-02-05', assignedTo: client2.id }));
    const list = await t.call('GET', `/api/workouts/client/${client2.id}`, { token: trainer.token });
    expect(list.body.workouts.map((w: { id: string }) => w.id)).toEqual([newer.id, older.id]);
    expect(list.body.workouts[0].sets).toBeUndefined();
    const mine = await t.call('GET', '/api/workouts?createdBy=me', { token: trainer.token });
    expect(mine.body.workouts.map((w: { id: string }) => w.id)).toEqual(
      expect.arrayContaining([newer.id, older.id]),
    );
    expect(
      (await t.call('GET', '/api/workouts?createdBy=me', { token: otherTrainer.token })).body.workouts,
    ).toEqual([]);
  });

  it('edits, copies to another own client, and deletes', async () => {
    const w = await create();
    const updated = await t.call('PUT', `/api/workouts/${w.id}`, {
      token: trainer.token,
      body: plan({ name: 'Leg day v2', sets: [plan().sets[1]] }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.workout.name).toBe('Leg day v2');
    expect(updated.body.workout.sets).toHaveLength(1);

    const copy = await t.call('POST', `/api/workouts/${w.id}/copy`, {
      token: trainer.token,
      body: { name: 'Copy of Leg day v2', assignedTo: client2.id, scheduledDate: '2026-12-24' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.workout).toMatchObject({
      name: 'Copy of Leg day v2',
      assignedTo: client2.id,
      scheduledDate: '2026-12-24',
      status: 'SCHEDULED',
    });
    expect(copy.body.workout.id).not.toBe(w.id);
    expect(copy.body.workout.sets[0].exercises[0].exerciseId).toBe(plank.id);
    expect(copy.body.workout.sets[0].id).not.toBe(updated.body.workout.sets[0].id);

    const del = await t.call('DELETE', `/api/workouts/${w.id}`, { token: trainer.token });
    expect(del.status).toBe(204);
    expect((await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token })).status).toBe(404);
  });

  it.each([
    ['a missing client id', { assignedTo: undefined }, 400, 'assignedTo'],
    ['an empty plan', { sets: [] }, 400, 'sets'],
    ['blocks without exercises', { sets: [{ exercises: [] }] }, 400, 'sets'],
    ['a missing name', { name: '  ' }, 400, 'name'],
    ['a name over 100', { name: 'n'.repeat(101) }, 400, 'name'],
    ['a missing date', { scheduledDate: '' }, 400, 'scheduledDate'],
    ['a bad date', { scheduledDate: '2026-02-30' }, 400, 'scheduledDate'],
    ['a duration of 0', { estimatedDuration: 0 }, 400, 'estimatedDuration'],
    ['a description over 500', { description: 'd'.repeat(501) }, 400, 'description'],
  ])('refuses %s', async (_what, overrides, status, path) => {
    const res = await t.call('POST', '/api/workouts', { token: trainer.token, body: plan(overrides) });
    expect(res.status).toBe(status);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('refuses an exercise with reps of 0 and no duration or tempo, naming it', async () => {
    const res = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: plan({
        sets: [
          { exercises: [{ exerciseId: squat.id, exerciseName: squat.name, sets: [{ targetReps: 0 }] }] },
        ],
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      {
        path: 'sets.0.exercises.0.sets',
        msg: `Exercise "${squat.name}" must have either sets with reps OR duration/tempo specified`,
      },
    ]);
  });

  it('refuses intensity 11, heart rate 300, an unknown exercise and an unknown set type', async () => {
    const bad = plan();
    bad.sets[0] = { ...bad.sets[0]!, intensityLevel: 11, targetHeartRate: 300 } as never;
    const res = await t.call('POST', '/api/workouts', { token: trainer.token, body: bad });
    expect(res.body.errors).toEqual([
      { path: 'sets.0.intensityLevel', msg: 'Intensity must be from 1 to 10' },
      { path: 'sets.0.targetHeartRate', msg: 'Heart rate must be from 60 to 220' },
    ]);
    const unknown = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: plan({
        sets: [
          {
            setType: 'Mega Set',
            exercises: [{ exerciseId: '00000000-0000-4000-8000-000000000000', duration: '1m' }],
          },
        ],
      }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'sets.0.setType', msg: 'Unknown set type "Mega Set"' },
      { path: 'sets.0.exercises.0.exerciseId', msg: 'Unknown exercise' },
    ]);
  });

  it("another trainer's client as assignedTo is 404 and writes nothing", async () => {
    const before = await t.rows(sql`select count(*)::int as n from workouts`);
    const res = await t.call('POST', '/api/workouts', {
      token: trainer.token,
      body: plan({ assignedTo: strangerClient.id }),
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Client not found');
    const w = await create();
    const copy = await t.call('POST', `/api/workouts/${w.id}/copy`, {
      token: trainer.token,
      body: { name: 'x', assignedTo: strangerClient.id, scheduledDate: '2026-12-01' },
    });
    expect(copy.status).toBe(404);
    const after = await t.rows(sql`select count(*)::int as n from workouts`);
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it("another trainer, a consultant and a client cannot read, change, copy or delete a trainer's workout", async () => {
    const w = await create();
    for (const path of [`/api/workouts/${w.id}`, `/api/workouts/client/${client.id}`]) {
      expect((await t.call('GET', path, { token: otherTrainer.token })).status).toBe(404);
    }
    expect(
      (
        await t.call('PUT', `/api/workouts/${w.id}`, {
          token: otherTrainer.token,
          body: plan({ assignedTo: strangerClient.id }),
        })
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/workouts/${w.id}`, { token: otherTrainer.token })).status).toBe(404);
    expect(
      (
        await t.call('POST', `/api/workouts/${w.id}/copy`, {
          token: otherTrainer.token,
          body: { name: 'x', assignedTo: strangerClient.id, scheduledDate: '2026-12-01' },
        })
      ).status,
    ).toBe(404);
    for (const caller of [consultant, client]) {
      expect((await t.call('POST', '/api/workouts', { token: caller.token, body: plan() })).status).toBe(403);
      expect(
        (await t.call('PUT', `/api/workouts/${w.id}`, { token: caller.token, body: plan() })).status,
      ).toBe(403);
      expect((await t.call('DELETE', `/api/workouts/${w.id}`, { token: caller.token })).status).toBe(403);
    }
    expect((await t.call('GET', `/api/workouts/${w.id}`, { token: consultant.token })).status).toBe(404);
    expect((await t.call('GET', `/api/workouts/${w.id}`, { token: strangerClient.token })).status).toBe(404);
    expect((await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token })).body.workout.name).toBe(
      'Leg day',
    );
  });
});

describe('clients perform their workouts', () => {
  const feedbackFor = (w: {
    sets: { id: string; exercises: { id: string; sets: { id: string }[] }[] }[];
  }) => ({
    sets: [
      {
        id: w.sets[0]!.id,
        exercises: [
          {
            id: w.sets[0]!.exercises[0]!.id,
            completedAsPrescribed: false,
            notes: 'Knees felt fine',
            sets: [
              {
                id: w.sets[0]!.exercises[0]!.sets[0]!.id,
                actualReps: 9,
                actualWeight: '62.5',
                targetReps: 99,
                targetWeight: '999',
              },
            ],
            exerciseName: 'Hacked',
          },
        ],
        setType: 'Hacked',
      },
    ],
    name: 'Hacked',
  });

  it('lists only their own workouts and opens only those', async () => {
    const mine = await create();
    const theirs = await create(plan({ assignedTo: client2.id }));
    const list = await t.call('GET', '/api/workouts', { token: client.token });
    const ids = list.body.workouts.map((w: { id: string }) => w.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect((await t.call('GET', `/api/workouts/${theirs.id}`, { token: client.token })).status).toBe(404);
    expect(
      (await t.call('PATCH', `/api/workouts/${theirs.id}`, { token: client.token, body: { sets: [] } }))
        .status,
    ).toBe(404);
  });

  it('a client’s list is the contract’s shape and the same as their trainer sees it', async () => {
    const own = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const empty = await t.call('GET', '/api/workouts', { token: own.token });
    expect(empty).toMatchObject({ status: 200, body: { workouts: [] } });
    const done = await create(plan({ assignedTo: own.id, scheduledDate: '2026-11-02' }));
    await create(plan({ assignedTo: own.id, scheduledDate: '2026-12-24', tags: [] }));
    await create(
      plan({ assignedTo: own.id, scheduledDate: '2027-01-05', description: 'Ünïcode "quoted" \\ text' }),
    );
    const completedDate = '2026-11-02T18:30:15.250Z';
    const completed = await t.call('PATCH', `/api/workouts/${done.id}/complete`, {
      token: own.token,
      body: { sets: [], status: 'COMPLETED', completedDate },
    });
    expect(completed.status).toBe(200);
    const list = await t.call('GET', '/api/workouts', { token: own.token });
    expect(list.status).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.body.workouts.map((w: { scheduledDate: string }) => w.scheduledDate)).toEqual([
      '2027-01-05',
      '2026-12-24',
      '2026-11-02',
    ]);
    expect(list.body.workouts[2]).toMatchObject({ status: 'COMPLETED', completedDate });
    expect(list.body.workouts[0].description).toBe('Ünïcode "quoted" \\ text');
    const seenByTrainer = await t.call('GET', `/api/workouts/client/${own.id}`, { token: trainer.token });
    expect(list.body).toEqual(seenByTrainer.body);
    // Not a client: the list is refused; with createdBy=me a trainer gets their own.
    expect((await t.call('GET', '/api/workouts', { token: trainer.token })).status).toBe(403);
    const mine = await t.call('GET', '/api/workouts?createdBy=me', { token: trainer.token });
    expect(mine.status).toBe(200);
    expect((await t.call('GET', '/api/workouts?createdBy=me', { token: own.token })).status).toBe(403);
    expect(await t.call('GET', '/api/workouts')).toMatchObject({ status: 401 });
  });

  it('opens a workout exactly as the contract shapes it, to its client and their trainer only', async () => {
    const created = await create();
    const opened = await t.call('GET', `/api/workouts/${created.id}`, { token: client.token });
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(withoutPrevious(opened.body.workout)).toEqual(created);
    const byTrainer = await t.call('GET', `/api/workouts/${created.id}`, { token: trainer.token });
    // The trainer's answer also carries the plan's warnings for the client's conditions (none here).
    expect(byTrainer.body).toEqual({ workout: withoutPrevious(opened.body.workout), warnings: [] });
    for (const other of [client2, strangerClient, otherTrainer, consultant]) {
      const res = await t.call('GET', `/api/workouts/${created.id}`, { token: other.token });
      expect(res).toMatchObject({ status: 404, body: { error: 'Workout not found' } });
    }
    const unknown = await t.call('GET', `/api/workouts/${randomUUID()}`, { token: client.token });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Workout not found' } });
  });

  it('opening a workout needs a live session of an active user', async () => {
    const created = await create();
    const url = `/api/workouts/${created.id}`;
    expect(await t.call('GET', url)).toMatchObject({
      status: 401,
      body: { error: 'Authentication required' },
    });
    const ended = { status: 401, body: { error: 'Your session has ended. Please sign in again.' } };
    expect(await t.call('GET', url, { token: 'x'.repeat(43) })).toMatchObject(ended);
    const leaving = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const theirs = await create(plan({ assignedTo: leaving.id }));
    await t.rows(sql`update users set is_active = false where id = ${leaving.id}`);
    expect(await t.call('GET', `/api/workouts/${theirs.id}`, { token: leaving.token })).toMatchObject(ended);
    const signedOut = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const hers = await create(plan({ assignedTo: signedOut.id }));
    expect((await t.call('POST', '/api/auth/logout', { token: signedOut.token })).status).toBe(204);
    expect(await t.call('GET', `/api/workouts/${hers.id}`, { token: signedOut.token })).toMatchObject(ended);
  });

  it('feedback changes only actual values, notes and completedAsPrescribed', async () => {
    const w = await create();
    const res = await t.call('PATCH', `/api/workouts/${w.id}`, { token: client.token, body: feedbackFor(w) });
    expect(res.status).toBe(200);
    const after = (await t.call('GET', `/api/workouts/${w.id}`, { token: client.token })).body.workout;
    const ex = after.sets[0].exercises[0];
    expect(ex).toMatchObject({
      notes: 'Knees felt fine',
      completedAsPrescribed: false,
      exerciseName: squat.name,
    });
    expect(ex.sets[0]).toMatchObject({
      actualReps: 9,
      actualWeight: '62.5',
      targetReps: 10,
      targetWeight: '60',
    });
    expect(after.name).toBe('Leg day');
    expect(after.sets[0].setType).toBe('Straight Sets');
    expect(after.status).toBe('SCHEDULED');
  });

  it('of concurrent saves none is lost, and a workout completes exactly once', async () => {
    const w = await create();
    const completedDate = new Date(Date.now() - 60_000).toISOString();
    const feedback = feedbackFor(w);
    const saves = await Promise.all(
      [0, 1, 2].map(() => t.call('PATCH', `/api/workouts/${w.id}`, { token: client.token, body: feedback })),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200]);
    const completions = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('PATCH', `/api/workouts/${w.id}/complete`, {
          token: client.token,
          body: { ...feedback, status: 'COMPLETED', completedDate },
        }),
      ),
    );
    expect(completions.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const performed = await t.rows(sql`select reps from performed_sets where workout_id = ${w.id}`);
    expect(performed).toEqual([{ reps: 9 }]);
  });

  it('completes in one step: actuals saved, status and date set, performed sets recorded; then 409', async () => {
    const w = await create();
    const completedDate = new Date(Date.now() - 60_000).toISOString();
    const res = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
      token: client.token,
      body: { ...feedbackFor(w), status: 'COMPLETED', completedDate },
    });
    expect(res.status).toBe(200);
    expect(res.body.workout).toMatchObject({ status: 'COMPLETED', completedDate });
    const stored = (await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token })).body.workout;
    expect(stored.status).toBe('COMPLETED');
    expect(stored.sets[0].exercises[0].sets[0].actualReps).toBe(9);
    const performed = await t.rows(
      sql`select reps, weight, weight_unit from performed_sets where workout_id = ${w.id}`,
    );
    expect(performed).toEqual([{ reps: 9, weight: '62.5', weight_unit: 'kg' }]);

    for (const [method, path, body] of [
      ['PATCH', `/api/workouts/${w.id}`, feedbackFor(w)],
      ['PATCH', `/api/workouts/${w.id}/complete`, { sets: [], status: 'COMPLETED', completedDate }],
    ] as const) {
      const again = await t.call(method, path, { token: client.token, body });
      expect(again.status).toBe(409);
    }
    expect(
      (await t.call('PUT', `/api/workouts/${w.id}`, { token: trainer.token, body: plan() })).status,
    ).toBe(409);
    expect((await t.call('DELETE', `/api/workouts/${w.id}`, { token: trainer.token })).status).toBe(409);
  });

  it('refuses bad actual values and foreign ids with field messages, changing nothing', async () => {
    const w = await create();
    const other = await create(plan({ assignedTo: client2.id }));
    const base = feedbackFor(w);
    const cases: [unknown, string][] = [
      [
        {
          sets: [
            {
              ...base.sets[0],
              exercises: [
                {
                  ...base.sets[0]!.exercises[0],
                  sets: [{ id: w.sets[0].exercises[0].sets[0].id, actualReps: -1 }],
                },
              ],
            },
          ],
        },
        'Reps cannot be negative',
      ],
      [
        {
          sets: [
            {
              ...base.sets[0],
              exercises: [
                {
                  ...base.sets[0]!.exercises[0],
                  sets: [{ id: w.sets[0].exercises[0].sets[0].id, actualReps: 'ten' }],
                },
              ],
            },
          ],
        },
        'Reps must be a number',
      ],
      [
        {
          sets: [
            {
              ...base.sets[0],
              exercises: [
                {
                  ...base.sets[0]!.exercises[0],
                  sets: [{ id: w.sets[0].exercises[0].sets[0].id, actualWeight: 'w'.repeat(10_000) }],
                },
              ],
            },
          ],
        },
        'Weight must be at most 20 characters',
      ],
      [{ sets: [{ id: other.sets[0].id, exercises: [] }] }, 'This set is not part of the workout'],
      [
        { sets: [{ ...base.sets[0], exercises: [{ id: other.sets[0].exercises[0].id, sets: [] }] }] },
        'This exercise is not part of the set',
      ],
    ];
    for (const [body, msg] of cases) {
      const res = await t.call('PATCH', `/api/workouts/${w.id}`, { token: client.token, body });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].msg).toBe(msg);
    }
    const badDate = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
      token: client.token,
      body: { sets: [], status: 'COMPLETED', completedDate: '21/11/2026' },
    });
    expect(badDate.body.errors).toEqual([
      { path: 'completedDate', msg: 'Completed date must be an ISO 8601 timestamp' },
    ]);
    const after = (await t.call('GET', `/api/workouts/${w.id}`, { token: client.token })).body.workout;
    expect(withoutPrevious(after)).toEqual(w);
  });

  it('trainers cannot send feedback and clients cannot complete for others', async () => {
    const w = await create();
    expect(
      (await t.call('PATCH', `/api/workouts/${w.id}`, { token: trainer.token, body: { sets: [] } })).status,
    ).toBe(403);
    expect(
      (
        await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
          token: client2.token,
          body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
        })
      ).status,
    ).toBe(404);
  });
});
