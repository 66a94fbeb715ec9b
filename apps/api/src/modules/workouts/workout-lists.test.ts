import { sql } from 'drizzle-orm';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { dropImported, importWorkout } from '../../test/plans.ts';
import { bulk } from '../../test/bulk.ts';

// Before lists were paged, one client's 1,000 workouts came back whole on every read.
type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, client: U;
const COUNT = 260;

beforeAll(async () => {
  t = await createTestApp();
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  await bulk.workouts(t, client.id, trainer.id, COUNT);
});
afterAll(() => t.close());

const ids = (list: { workouts: WorkoutSummary[] }) => list.workouts.map((w) => w.id);

/** Every page of a list, `limit` at a time, checked against the contract; and the total each gave. */
async function allPages(url: string, token: string, limit: number) {
  const pages: WorkoutSummary[][] = [];
  const totals = new Set<number>();
  for (let offset = 0; ; offset += limit) {
    const res = await t.call('GET', `${url}${url.includes('?') ? '&' : '?'}limit=${limit}&offset=${offset}`, {
      token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    totals.add(res.body.total);
    if (res.body.workouts.length === 0) break;
    pages.push(res.body.workouts);
  }
  return { workouts: pages.flat(), pageSizes: pages.map((p) => p.length), totals: [...totals] };
}

const scheduledKey = (w: WorkoutSummary) => w.scheduledDate ?? w.createdAt;

describe("a client's workout list (GET /api/workouts)", () => {
  it('answers 50 at a time by default, with the total', async () => {
    const res = await t.call('GET', '/api/workouts', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body.workouts).toHaveLength(50);
    expect(res.body.total).toBe(COUNT);
  });

  it('pages through every workout once, in order, up to 200 at a time', async () => {
    const { workouts, pageSizes, totals } = await allPages('/api/workouts', client.token, 200);
    expect(pageSizes).toEqual([200, COUNT - 200]);
    expect(totals).toEqual([COUNT]);
    expect(new Set(workouts.map((w) => w.id)).size).toBe(COUNT);
    const keys = workouts.map(scheduledKey);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('the scheduled and the completed ones page and count on their own, each in its order', async () => {
    const scheduled = await allPages('/api/workouts?status=SCHEDULED', client.token, 37);
    const completed = await allPages('/api/workouts?status=COMPLETED', client.token, 37);
    expect(scheduled.totals).toEqual([COUNT / 2]);
    expect(completed.totals).toEqual([COUNT / 2]);
    expect(scheduled.workouts.every((w) => w.status === 'SCHEDULED')).toBe(true);
    expect(completed.workouts.every((w) => w.status === 'COMPLETED')).toBe(true);
    expect(new Set([...ids(scheduled), ...ids(completed)]).size).toBe(COUNT);
    const byScheduled = scheduled.workouts.map(scheduledKey);
    expect(byScheduled).toEqual([...byScheduled].sort().reverse());
    const byCompletion = completed.workouts.map((w) => w.completedDate!);
    expect(byCompletion).toEqual([...byCompletion].sort().reverse());
  });

  it('is the same page, JSON built by the database, as the trainer reads it', async () => {
    for (const query of ['', '?status=COMPLETED&limit=13&offset=26', '?status=SCHEDULED&offset=120']) {
      const own = await t.call('GET', `/api/workouts${query}`, { token: client.token });
      const seen = await t.call('GET', `/api/workouts/client/${client.id}${query}`, { token: trainer.token });
      expect(own.status).toBe(200);
      expect(own.body).toEqual(seen.body);
    }
  });

  // Pages are kept by the API under the client's calendar counter, which the database raises: every
  // change to what a summary shows, through the app or straight in the database (another process,
  // an operator), must show in the next read, and two clients never see each other's pages.
  it('a page read before a write is never sent after it, whoever wrote', async () => {
    const coach = await t.user({ roles: ['TRAINER'] });
    const c = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const other = await t.user({ roles: ['CLIENT'], trainerId: coach.id });
    const seen = async (who: { token: string }, query = '') => {
      const res = await t.call('GET', `/api/workouts${query}`, { token: who.token });
      expect(res.status).toBe(200);
      return [
        res.body.total,
        ...res.body.workouts.map(
          (w: WorkoutSummary) => `${w.name} ${w.status} ${w.scheduledDate} ${w.tags.join('+')}`,
        ),
      ];
    };
    expect(await seen(c)).toEqual([0]);
    expect(await seen(other)).toEqual([0]);
    const [ex] = await t.rows(sql`select id from library_exercises where approved order by name limit 1`);
    const made = await t.call('POST', '/api/workouts', {
      token: coach.token,
      body: {
        name: 'Legs',
        scheduledDate: '2031-01-07',
        assignedTo: c.id,
        sets: [{ exercises: [{ exerciseId: ex.id, sets: [{ targetReps: 5 }] }] }],
      },
    });
    expect(made.status).toBe(201);
    const w = made.body.workout;
    expect(await seen(c)).toEqual([1, 'Legs SCHEDULED 2031-01-07 ']);
    expect(await seen(other)).toEqual([0]);
    expect(await seen(c, '?status=COMPLETED')).toEqual([0]);

    const done = await t.call('PATCH', `/api/workouts/${w.id}/complete`, {
      token: c.token,
      body: { sets: [], status: 'COMPLETED', completedDate: new Date().toISOString() },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await seen(c)).toEqual([1, 'Legs COMPLETED 2031-01-07 ']);
    expect(await seen(c, '?status=COMPLETED')).toEqual([1, 'Legs COMPLETED 2031-01-07 ']);

    await t.rows(
      sql`update workouts set name = 'Legs (edited in psql)', tags = '{strength}' where id = ${w.id}`,
    );
    expect(await seen(c)).toEqual([1, 'Legs (edited in psql) COMPLETED 2031-01-07 strength']);
    await importWorkout(t, { clientId: c.id, trainerId: coach.id, date: '2031-01-09' });
    expect(await seen(c)).toEqual([
      2,
      'Imported SCHEDULED 2031-01-09 ',
      'Legs (edited in psql) COMPLETED 2031-01-07 strength',
    ]);
    await dropImported(t, c.id);
    expect(await seen(c)).toEqual([1, 'Legs (edited in psql) COMPLETED 2031-01-07 strength']);
    expect(await seen(other)).toEqual([0]);
  });

  it.each(['offset=5000', 'offset=2147483647', 'status=SCHEDULED&offset=2147483647&limit=200'])(
    'past the end (?%s): an empty page and the total',
    async (query) => {
      const res = await t.call('GET', `/api/workouts?${query}`, { token: client.token });
      expect(res.status).toBe(200);
      expect(res.body.workouts).toEqual([]);
      if (!query.includes('status')) expect(res.body.total).toBe(COUNT);
    },
  );

  it.each([
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 200'],
    ['limit=201', 'limit', 'Limit must be a whole number from 1 to 200'],
    ['limit=ten', 'limit', 'Limit must be a whole number from 1 to 200'],
    ['offset=-1', 'offset', 'Offset must be a whole number of 0 or more'],
    ['status=DONE', 'status', 'Status must be SCHEDULED or COMPLETED'],
  ])('?%s: 400 on %s', async (query, path, msg) => {
    const res = await t.call('GET', `/api/workouts?${query}`, { token: client.token });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ path, msg }] } });
  });
});

describe("a trainer's lists", () => {
  it('GET /api/workouts/client/{id} and ?createdBy=me page and count the same way', async () => {
    const ofClient = await allPages(`/api/workouts/client/${client.id}`, trainer.token, 200);
    expect(ofClient.pageSizes).toEqual([200, COUNT - 200]);
    expect(ofClient.totals).toEqual([COUNT]);
    const mine = await allPages('/api/workouts?createdBy=me', trainer.token, 100);
    expect(mine.totals).toEqual([COUNT]);
    expect(ids(mine).sort()).toEqual(ids(ofClient).sort());
    const first = await t.call('GET', '/api/workouts?createdBy=me', { token: trainer.token });
    expect(first.body.workouts).toHaveLength(50);
    const completed = await t.call('GET', '/api/workouts?createdBy=me&status=COMPLETED&limit=5', {
      token: trainer.token,
    });
    expect(completed.body.total).toBe(COUNT / 2);
    expect(completed.body.workouts.map((w: WorkoutSummary) => w.status)).toEqual(Array(5).fill('COMPLETED'));
  });
});
