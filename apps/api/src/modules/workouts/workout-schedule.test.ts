import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dropImported, importWorkout } from '../../test/plans.ts';
import { actualsOf } from '../../test/actuals.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, otherTrainer: U, consultant: U, client: U, client2: U, strangerClient: U;
let exerciseId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ trainer, otherTrainer, client, otherClient: strangerClient } = await t.twoTrainersWithClients());
  consultant = await t.user({ roles: ['CONSULTANT'] });
  client2 = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const [ex] = await t.rows(sql`select id from library_exercises where approved order by name limit 1`);
  exerciseId = ex.id;
});
afterAll(() => t.close());

async function create(assignedTo = client.id, scheduledDate = '2027-03-01', name = 'Push day') {
  const res = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name,
      description: 'Upper body',
      scheduledDate,
      estimatedDuration: 30,
      tags: ['push'],
      assignedTo,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 10 }, { targetReps: 8 }] }] }],
    },
  });
  expect(res.status).toBe(201);
  return res.body.workout;
}

async function complete(id: string, token = client.token) {
  const res = await t.call('PATCH', `/api/workouts/${id}/complete`, {
    token,
    body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
  });
  expect(res.status).toBe(200);
}

const countWorkouts = async () => (await t.rows(sql`select count(*)::int as n from workouts`))[0].n;

describe('POST /api/workouts/{id}/copies', () => {
  it('copies to several clients and dates at once: fresh ids, no actuals, the source name unless named', async () => {
    const source = await create();
    await t.call('PATCH', `/api/workouts/${source.id}`, {
      token: client.token,
      body: {
        sets: [
          {
            id: source.sets[0].id,
            exercises: [{ id: source.sets[0].exercises[0].id, notes: 'Heavy', sets: [] }],
          },
        ],
      },
    });
    const res = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: {
        targets: [
          { assignedTo: client.id, scheduledDate: '2027-03-08' },
          { assignedTo: client2.id, scheduledDate: '2027-03-09', name: '  Push day B ' },
        ],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.workouts).toHaveLength(2);
    expect(res.body.workouts[0]).toMatchObject({
      name: 'Push day',
      assignedTo: client.id,
      scheduledDate: '2027-03-08',
      status: 'SCHEDULED',
      createdBy: trainer.id,
      description: 'Upper body',
      estimatedDuration: 30,
      tags: ['push'],
      completedDate: null,
    });
    expect(res.body.workouts[1]).toMatchObject({ name: 'Push day B', assignedTo: client2.id });
    expect(res.body.workouts[0].sets).toBeUndefined();
    const copy = await t.call('GET', `/api/workouts/${res.body.workouts[1].id}`, { token: trainer.token });
    const [block] = copy.body.workout.sets;
    expect(block.id).not.toBe(source.sets[0].id);
    expect(block.exercises[0]).toMatchObject({ exerciseId, notes: null });
    expect(block.exercises[0].sets.map((s: { targetReps: number }) => s.targetReps)).toEqual([10, 8]);
    // Ids are unique within a workout (what actuals are addressed by): the copies of one call share
    // the one fresh plan the database made, none of them the source's ids or actuals.
    const other = await t.call('GET', `/api/workouts/${res.body.workouts[0].id}`, { token: client.token });
    expect(other.body.workout.sets[0].id).not.toBe(source.sets[0].id);
    expect(other.body.workout.sets[0].exercises[0]).toMatchObject({ exerciseId, notes: null });
  });

  it('copies 200 at once and answers them in the order asked', async () => {
    const source = await create();
    const targets = Array.from({ length: 200 }, (_, i) => ({
      assignedTo: i % 2 ? client.id : client2.id,
      scheduledDate: `2028-01-${String((i % 28) + 1).padStart(2, '0')}`,
      name: `Copy ${i}`,
    }));
    const res = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets },
    });
    expect(res.status).toBe(201);
    expect(res.body.workouts.map((w: { name: string }) => w.name)).toEqual(targets.map((x) => x.name));
  });

  it('a foreign client among many targets refuses the whole call and creates nothing', async () => {
    const source = await create();
    const before = await countWorkouts();
    const res = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: {
        targets: [
          { assignedTo: client.id, scheduledDate: '2027-03-08' },
          { assignedTo: client2.id, scheduledDate: '2027-03-09' },
          { assignedTo: strangerClient.id, scheduledDate: '2027-03-10' },
          { assignedTo: client.id, scheduledDate: '2027-03-11' },
        ],
      },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Client not found');
    expect(res.body.errors).toEqual([{ path: 'targets.2.assignedTo', msg: 'Client not found' }]);
    expect(await countWorkouts()).toBe(before);
  });

  it('a target naming a trainer (no client) is refused as well', async () => {
    const source = await create();
    const res = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets: [{ assignedTo: trainer.id, scheduledDate: '2027-03-08' }] },
    });
    expect(res.status).toBe(404);
  });

  it('another trainer cannot copy the workout (404), clients and consultants are refused (403)', async () => {
    const source = await create();
    const body = { targets: [{ assignedTo: strangerClient.id, scheduledDate: '2027-03-08' }] };
    const before = await countWorkouts();
    const url = `/api/workouts/${source.id}/copies`;
    expect((await t.call('POST', url, { token: otherTrainer.token, body })).status).toBe(404);
    expect((await t.call('POST', url, { token: client.token, body })).status).toBe(403);
    expect((await t.call('POST', url, { token: consultant.token, body })).status).toBe(403);
    expect((await t.call('POST', url, { body })).status).toBe(401);
    expect(await countWorkouts()).toBe(before);
  });

  it.each([
    ['no targets', { targets: [] }, 'targets'],
    ['201 targets', { targets: Array.from({ length: 201 }, () => ({})) }, 'targets'],
    ['a bad date', { targets: [{ scheduledDate: '2027-02-30' }] }, 'targets.0.scheduledDate'],
    ['a missing client', { targets: [{ assignedTo: undefined }] }, 'targets.0.assignedTo'],
    ['a blank name', { targets: [{ name: '   ' }] }, 'targets.0.name'],
    ['a name over 100', { targets: [{ name: 'n'.repeat(101) }] }, 'targets.0.name'],
  ])('refuses %s with a field message', async (_what, body, path) => {
    const source = await create();
    const targets = body.targets.map((x) => ({ assignedTo: client.id, scheduledDate: '2027-03-08', ...x }));
    const before = await countWorkouts();
    const res = await t.call('POST', `/api/workouts/${source.id}/copies`, {
      token: trainer.token,
      body: { targets },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await countWorkouts()).toBe(before);
  });
});

describe("a trainer's own workout list", () => {
  it('names the client of each workout', async () => {
    const w = await create(client2.id, '2099-01-01', 'Named');
    const res = await t.call('GET', '/api/workouts?createdBy=me&limit=200', { token: trainer.token });
    const listed = res.body.workouts.find((x: { id: string }) => x.id === w.id);
    expect(listed.client).toEqual({
      id: client2.id,
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    const own = await t.call('GET', '/api/workouts', { token: client2.token });
    expect(own.body.workouts[0].client).toBeUndefined();
  });
});

describe('PATCH /api/workouts/{id}/schedule', () => {
  it('moves a scheduled workout to another day', async () => {
    const w = await create();
    const res = await t.call('PATCH', `/api/workouts/${w.id}/schedule`, {
      token: trainer.token,
      body: { scheduledDate: '2027-03-05' },
    });
    expect(res.status).toBe(200);
    expect(res.body.workout).toMatchObject({ id: w.id, scheduledDate: '2027-03-05', status: 'SCHEDULED' });
    expect(res.body.workout.sets).toEqual(w.sets);
    const again = await t.call('GET', `/api/workouts/${w.id}`, { token: client.token });
    expect(again.body.workout.scheduledDate).toBe('2027-03-05');
  });

  it('refuses to move a completed workout (409) and changes nothing', async () => {
    const w = await create(client.id, '2027-03-01');
    await complete(w.id);
    const res = await t.call('PATCH', `/api/workouts/${w.id}/schedule`, {
      token: trainer.token,
      body: { scheduledDate: '2027-03-05' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This workout is completed and can no longer be moved to another day');
    const again = await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token });
    expect(again.body.workout.scheduledDate).toBe('2027-03-01');
  });

  it('another trainer gets 404, clients and consultants 403; a bad date 400', async () => {
    const w = await create();
    const url = `/api/workouts/${w.id}/schedule`;
    const body = { scheduledDate: '2027-03-05' };
    expect((await t.call('PATCH', url, { token: otherTrainer.token, body })).status).toBe(404);
    expect((await t.call('PATCH', url, { token: client.token, body })).status).toBe(403);
    expect((await t.call('PATCH', url, { token: consultant.token, body })).status).toBe(403);
    const bad = await t.call('PATCH', url, { token: trainer.token, body: { scheduledDate: '5.3.2027' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['scheduledDate']);
    const missing = await t.call('PATCH', `/api/workouts/00000000-0000-4000-8000-000000000000/schedule`, {
      token: trainer.token,
      body,
    });
    expect(missing.status).toBe(404);
    const again = await t.call('GET', `/api/workouts/${w.id}`, { token: trainer.token });
    expect(again.body.workout.scheduledDate).toBe('2027-03-01');
  });
});

describe('GET /api/calendar', () => {
  let a: U, b: U;
  beforeAll(async () => {
    a = await t.user({ roles: ['CLIENT'], trainerId: otherTrainer.id });
    b = await t.user({ roles: ['CLIENT'], trainerId: otherTrainer.id });
    const make = async (assignedTo: string, scheduledDate: string, name: string) => {
      const res = await t.call('POST', '/api/workouts', {
        token: otherTrainer.token,
        body: {
          name,
          scheduledDate,
          assignedTo,
          sets: [{ exercises: [{ exerciseId, duration: '1m' }] }],
        },
      });
      expect(res.status).toBe(201);
      return res.body.workout;
    };
    await make(a.id, '2029-05-03', 'A wed');
    await make(b.id, '2029-05-01', 'B mon');
    await make(a.id, '2029-05-07', 'A next mon');
    await make(b.id, '2029-04-30', 'B sunday before');
    const done = await make(a.id, '2029-05-02', 'A done');
    await complete(done.id, a.token);
  });

  const names = (res: { body: { workouts: { name: string }[] } }) => res.body.workouts.map((w) => w.name);

  it("a trainer sees their clients' workouts of the range by date, each with its client", async () => {
    const res = await t.call('GET', '/api/calendar?from=2029-05-01&to=2029-05-07', {
      token: otherTrainer.token,
    });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['B mon', 'A done', 'A wed', 'A next mon']);
    expect(res.body.workouts[0].client).toEqual({
      id: b.id,
      firstName: expect.any(String),
      lastName: expect.any(String),
    });
    expect(res.body.workouts[1]).toMatchObject({ status: 'COMPLETED', client: { id: a.id } });
    const one = await t.call('GET', `/api/calendar?from=2029-05-01&to=2029-05-07&clientId=${b.id}`, {
      token: otherTrainer.token,
    });
    expect(names(one)).toEqual(['B mon']);
    const mine = await t.call('GET', '/api/calendar?from=2029-05-01&to=2029-05-07', { token: trainer.token });
    expect(mine.body.workouts).toEqual([]);
  });

  it('a client sees only their own; naming another person is 400; a consultant is refused', async () => {
    const own = await t.call('GET', '/api/calendar?from=2029-04-01&to=2029-05-31', { token: a.token });
    expect(names(own)).toEqual(['A done', 'A wed', 'A next mon']);
    const self = await t.call('GET', `/api/calendar?from=2029-04-01&to=2029-05-31&clientId=${a.id}`, {
      token: a.token,
    });
    expect(names(self)).toEqual(names(own));
    const other = await t.call('GET', `/api/calendar?from=2029-04-01&to=2029-05-31&clientId=${b.id}`, {
      token: a.token,
    });
    expect(other.status).toBe(400);
    expect(other.body.errors.map((e: { path: string }) => e.path)).toEqual(['clientId']);
    const cons = await t.call('GET', '/api/calendar?from=2029-05-01&to=2029-05-07', {
      token: consultant.token,
    });
    expect(cons.status).toBe(403);
    expect((await t.call('GET', '/api/calendar?from=2029-05-01&to=2029-05-07')).status).toBe(401);
  });

  // Calendar answers are kept by the API under a counter the database raises: every write, through
  // the app or straight in the database (another process, an operator), must show in the next read.
  it('a calendar read before a write is never sent after it, whoever wrote', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const other = await t.user({ roles: ['TRAINER'] });
    const c = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const range = '/api/calendar?from=2031-01-06&to=2031-01-12';
    const seen = async (who: { token: string }) => {
      const res = await t.call('GET', range, { token: who.token });
      expect(res.status).toBe(200);
      return res.body.workouts.map(
        (w: { name: string; status: string; scheduledDate: string; client: { firstName: string } }) =>
          `${w.name} ${w.status} ${w.scheduledDate} ${w.client.firstName}`,
      );
    };
    const counter = async (id: string) =>
      // The sum of the person's shards; no row once they are erased.
      (
        await t.rows(
          sql`select sum(version)::int as version from calendar_versions where owner_id = ${id} group by owner_id`,
        )
      )[0]?.version;

    expect(await seen(coach)).toEqual([]);
    const made = await t.call('POST', '/api/workouts', {
      token: coach.token,
      body: {
        name: 'Legs',
        scheduledDate: '2031-01-07',
        assignedTo: c.id,
        sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 5 }] }] }],
      },
    });
    const w = made.body.workout;
    const [{ first }] = await t.rows(sql`select first_name as first from users where id = ${c.id}`);
    expect(await seen(coach)).toEqual([`Legs SCHEDULED 2031-01-07 ${first}`]);
    expect(await seen(c)).toEqual([`Legs SCHEDULED 2031-01-07 ${first}`]);

    // Recording actuals changes nothing a calendar shows: no counter moves.
    const before = [await counter(coach.id), await counter(c.id)];
    const patched = await t.call('PATCH', `/api/workouts/${w.id}`, {
      token: c.token,
      body: { sets: actualsOf(w, () => ({ actualReps: 5 })) },
    });
    expect(patched.status).toBe(200);
    expect([await counter(coach.id), await counter(c.id)]).toEqual(before);

    await t.call('PATCH', `/api/workouts/${w.id}/schedule`, {
      token: coach.token,
      body: { scheduledDate: '2031-01-09' },
    });
    expect(await seen(coach)).toEqual([`Legs SCHEDULED 2031-01-09 ${first}`]);
    await complete(w.id, c.token);
    expect(await seen(c)).toEqual([`Legs COMPLETED 2031-01-09 ${first}`]);

    await t.rows(sql`update workouts set name = 'Legs (edited in psql)' where id = ${w.id}`);
    expect(await seen(coach)).toEqual([`Legs (edited in psql) COMPLETED 2031-01-09 ${first}`]);
    await t.rows(sql`update users set first_name = 'Renamed' where id = ${c.id}`);
    expect(await seen(coach)).toEqual(['Legs (edited in psql) COMPLETED 2031-01-09 Renamed']);
    await importWorkout(t, { clientId: c.id, trainerId: coach.id, date: '2031-01-06' });
    expect(await seen(c)).toEqual([
      'Imported SCHEDULED 2031-01-06 Renamed',
      'Legs (edited in psql) COMPLETED 2031-01-09 Renamed',
    ]);

    // The client moves to another trainer: off the first one's calendar, onto the second one's.
    expect(await seen(other)).toEqual([]);
    await t.rows(sql`update users set trainer_id = ${other.id} where id = ${c.id}`);
    expect(await seen(coach)).toEqual([]);
    expect(await seen(other)).toHaveLength(2);
    await dropImported(t, c.id);
    expect(await seen(other)).toEqual(['Legs (edited in psql) COMPLETED 2031-01-09 Renamed']);

    // An erased client leaves their trainer's calendar, and no counter of theirs remains.
    await t.rows(sql`delete from users where id = ${c.id}`);
    expect(await seen(other)).toEqual([]);
    expect(await counter(c.id)).toBeUndefined();
  });

  it("another trainer's client as clientId is 404", async () => {
    const res = await t.call('GET', `/api/calendar?from=2029-05-01&to=2029-05-07&clientId=${a.id}`, {
      token: trainer.token,
    });
    expect(res.status).toBe(404);
  });

  it('a trainer who is also a client reads their own calendar by naming themselves', async () => {
    const both = await t.user({ roles: ['TRAINER', 'CLIENT'], trainerId: otherTrainer.id });
    const res = await t.call('POST', '/api/workouts', {
      token: otherTrainer.token,
      body: {
        name: 'Mine',
        scheduledDate: '2029-05-04',
        assignedTo: both.id,
        sets: [{ exercises: [{ exerciseId, duration: '1m' }] }],
      },
    });
    expect(res.status).toBe(201);
    const own = await t.call('GET', `/api/calendar?from=2029-05-01&to=2029-05-07&clientId=${both.id}`, {
      token: both.token,
    });
    expect(names(own)).toEqual(['Mine']);
    const asTrainer = await t.call('GET', '/api/calendar?from=2029-05-01&to=2029-05-07', {
      token: both.token,
    });
    expect(asTrainer.body.workouts).toEqual([]);
  });

  it.each([
    ['a range over 62 days', 'from=2029-01-01&to=2029-03-04', 'to'],
    ['to before from', 'from=2029-05-07&to=2029-05-01', 'to'],
    ['a bad from', 'from=2029-02-30&to=2029-03-01', 'from'],
    ['no to', 'from=2029-05-01', 'to'],
    ['a bad clientId', 'from=2029-05-01&to=2029-05-02&clientId=x', 'clientId'],
  ])('refuses %s with a field message', async (_what, query, path) => {
    const res = await t.call('GET', `/api/calendar?${query}`, { token: otherTrainer.token });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('takes exactly 62 days', async () => {
    const res = await t.call('GET', '/api/calendar?from=2029-04-01&to=2029-06-01', {
      token: otherTrainer.token,
    });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(
      expect.arrayContaining(['B sunday before', 'B mon', 'A done', 'A wed', 'A next mon']),
    );
  });
});
