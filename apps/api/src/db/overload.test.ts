import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Answer, type TestApp } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';

// A request that waits too long for the database is answered 503, not left hanging, and
// /api/health keeps answering. The database is made to look overloaded: on PostgreSQL every pool
// connection is taken by a request stuck behind a row lock the test holds; on the embedded database
// (one statement or transaction at a time) the test holds its single connection in a transaction.
const WAIT_MS = 400;
const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again shortly.' };

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let trainer: U, client: U;
let exerciseId: string;

beforeAll(async () => {
  const database = await openTestDatabase({ poolSize: 2, waitTimeoutMs: WAIT_MS });
  t = await createTestApp({ database });
  trainer = await t.user({ roles: ['TRAINER'] });
  client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
  const [exercise] = await t.rows(sql`select id from library_exercises where approved limit 1`);
  exerciseId = exercise.id;
});
afterAll(() => t.close());

async function newWorkout(): Promise<string> {
  const created = await t.call('POST', '/api/workouts', {
    token: trainer.token,
    body: {
      name: 'Pushes',
      scheduledDate: '2026-12-01',
      assignedTo: client.id,
      sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 10 }] }] }],
    },
  });
  expect(created.status).toBe(201);
  return created.body.workout.id;
}

const complete = (id: string) =>
  t.call('PATCH', `/api/workouts/${id}/complete`, {
    token: client.token,
    body: { status: 'COMPLETED', completedDate: new Date().toISOString(), sets: [] },
  });

async function timed(run: () => Promise<Answer>): Promise<Answer & { ms: number }> {
  const start = performance.now();
  const answer = await run();
  return { ...answer, ms: performance.now() - start };
}

async function until(check: () => Promise<boolean>) {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Takes every connection the app has; answers what lets them go, and the requests it held up. */
async function holdTheDatabase(workoutId: string): Promise<{ release: () => Promise<Answer[]> }> {
  const url = (t.database as { url?: string }).url;
  if (t.database.kind === 'postgres' && url) {
    const locker = new pg.Client({ connectionString: url });
    locker.on('error', () => {}); // ended with the test database if the test fails first
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from workouts where id = $1 for update', [workoutId]);
    // Two completions (the pool's two connections) wait behind the lock.
    const stuck = [complete(workoutId), complete(workoutId)];
    await until(async () => {
      const { rows } = await locker.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0].n === 2;
    });
    return {
      release: async () => {
        await locker.query('rollback');
        await locker.end();
        return Promise.all(stuck);
      },
    };
  }
  let letGo = () => {};
  let held: Promise<void> = Promise.resolve();
  await new Promise<void>((holding) => {
    held = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from workouts where id = ${workoutId} for update`);
      holding();
      await new Promise<void>((resolve) => (letGo = resolve));
    });
  });
  return {
    release: async () => {
      letGo();
      await held;
      return [];
    },
  };
}

describe('under overload', () => {
  it('answers 503 with Retry-After once a request has waited DB_WAIT_TIMEOUT_MS, keeps answering /api/health and (on PostgreSQL) the hot reads, and recovers', async () => {
    const workout = await newWorkout();
    const { release } = await holdTheDatabase(workout);

    const list = await timed(() => t.call('GET', '/api/workouts', { token: client.token }));
    if (t.database.kind === 'postgres') {
      // On PostgreSQL the hot reads, which take no locks, have connections of their own
      // (Database.reads): a pool taken by stuck writes does not hold them up.
      expect(list.status).toBe(200);
      expect(list.body.workouts.map((w: { id: string }) => w.id)).toEqual([workout]);
      expect(list.ms).toBeLessThan(WAIT_MS);
    } else {
      expect(list.status).toBe(503);
      expect(list.body).toEqual(UNAVAILABLE);
      expect(list.headers['retry-after']).toBe('5');
      expect(list.ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
      expect(list.ms).toBeLessThan(WAIT_MS + 3_000);
    }

    const write = await timed(() => complete(workout));
    expect(write.status).toBe(503);
    expect(write.body).toEqual(UNAVAILABLE);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.ms).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(write.ms).toBeLessThan(WAIT_MS + 3_000);

    const health = await timed(() => t.call('GET', '/api/health'));
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.ms).toBeLessThan(2_000);

    // Once the database is free again, the requests it held up finish (on PostgreSQL: the first
    // completion wins, the second finds the workout completed) and new ones are served.
    const heldUp = await release();
    expect(heldUp.map((a) => a.status).sort()).toEqual(heldUp.length ? [200, 409] : []);
    const after = await t.call('GET', '/api/workouts', { token: client.token });
    expect(after.status).toBe(200);
    expect(after.body.workouts.map((w: { id: string }) => w.id)).toEqual([workout]);
    expect((await complete(workout)).status).toBe(heldUp.length ? 409 : 200);
  });

  it('never runs later a write whose caller was already answered 503', async () => {
    const { release } = await holdTheDatabase(await newWorkout());
    const write = await t.call('POST', '/api/onboarding/waiver', {
      token: client.token,
      body: { name: 'Casey Client' },
    });
    expect(write.status).toBe(503);
    await release();
    await new Promise((r) => setTimeout(r, 100));
    const status = await t.call('GET', '/api/onboarding/status', { token: client.token });
    expect(status.body.waiverCompleted).toBe(false);
    expect(await t.rows(sql`select 1 from onboarding_answers where user_id = ${client.id}`)).toEqual([]);
  });
});
