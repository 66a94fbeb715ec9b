import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/passwords.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import {
  bundleServer,
  freePort,
  startServer,
  type ServerBundle,
  type ServerProcess,
} from '../test/server-process.ts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadSettings } from '../env.ts';
import { openDatabase } from './client.ts';
import { DatabaseBusyError, isDatabaseUnavailable } from './errors.ts';
import { PipelinedReads } from './pipelined-reads.ts';
import { prepareDatabase } from './prepare.ts';

// What only PostgreSQL can do to the server, always on the PostgreSQL server of
// RESILIENCE_DATABASE_URL, whichever database the rest of the run uses.
// The database ends the server's connections in the middle of a request
// (pg_terminate_backend, as a failover or an operator would). The process keeps running, the request
// is answered 503 without internals, and the next request succeeds.
// A statement that runs past DB_STATEMENT_TIMEOUT_MS is cancelled and answered 503.
const SERVER_URL =
  process.env.RESILIENCE_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const UNAVAILABLE = { error: 'The service is temporarily unavailable. Please try again shortly.' };
const PASSWORD = 'Connection-loss-1';

const name = `kinetic_connloss_${randomBytes(5).toString('hex')}`;
const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
let bundle: ServerBundle;
let server: ServerProcess;
let admin: pg.Client;
let client: { id: string; token: string };
let trainer: { id: string; token: string };
let exerciseId: string;

async function call(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function signIn(email: string) {
  const res = await call('POST', '/api/auth/login', undefined, { email, password: PASSWORD });
  expect(res.status).toBe(200);
  return { id: res.body.user.id as string, token: res.body.token as string };
}

/** The server's own connections to its database (not this test's). */
const serverBackends = async (where = 'true') =>
  (
    await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${where}`,
      [name],
    )
  ).rows.map((r) => r.pid);

/** A connection of the test's own that holds row locks (ended with the database if a test fails). */
function lockHolder() {
  const locker = new pg.Client({ connectionString: url });
  locker.on('error', () => {});
  return locker;
}

async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await prepareDatabase(database);
    const users = createUsersRepository(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    const trainerId = await users.insert({
      email: 'trainer@connloss.test',
      username: 'trainer',
      firstName: 'Terry',
      lastName: 'Trainer',
      roles: ['TRAINER'],
      passwordHash,
    });
    await users.insert({
      email: 'client@connloss.test',
      username: 'client',
      firstName: 'Casey',
      lastName: 'Client',
      roles: ['CLIENT'],
      trainerId,
      passwordHash,
    });
    const [exercise] = (
      (await database.pool!.query('select id from library_exercises where approved limit 1')) as {
        rows: { id: string }[];
      }
    ).rows;
    exerciseId = exercise!.id;
  } finally {
    await database.close();
  }
  bundle = await bundleServer();
  server = startServer(bundle, await freePort(), { DATABASE_URL: url, DEMO: '0', LOG_LEVEL: 'error' });
  await server.ready();
  trainer = await signIn('trainer@connloss.test');
  client = await signIn('client@connloss.test');
}, 120_000);

afterAll(async () => {
  await server?.kill();
  bundle?.remove();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function newWorkout() {
  const res = await call('POST', '/api/workouts', trainer.token, {
    name: 'Pulls',
    scheduledDate: '2026-12-01',
    assignedTo: client.id,
    sets: [{ exercises: [{ exerciseId, sets: [{ targetReps: 8 }] }] }],
  });
  expect(res.status).toBe(201);
  return res.body.workout as { id: string };
}

const complete = (id: string) =>
  call('PATCH', `/api/workouts/${id}/complete`, client.token, {
    status: 'COMPLETED',
    completedDate: new Date().toISOString(),
    sets: [],
  });

/** The server's backend waiting for a lock (other than `except`), once there is one. */
const backendWaitingForLock = (except?: number) =>
  until(async () => {
    const [pid] = await serverBackends(`wait_event_type = 'Lock'${except ? ` and pid <> ${except}` : ''}`);
    return pid;
  });

/**
 * Completes the workout while this test holds its row lock, ends the server's connection of that
 * completion while it waits, then lets the lock go: answers what the completion was answered.
 */
async function completeCutMidRequest(workoutId: string) {
  const locker = lockHolder();
  await locker.connect();
  try {
    await locker.query('begin');
    await locker.query('select 1 from workouts where id = $1 for update', [workoutId]);
    const inFlight = complete(workoutId);
    await admin.query('select pg_terminate_backend($1)', [await backendWaitingForLock()]);
    return await inFlight;
  } finally {
    await locker.query('rollback');
    await locker.end();
  }
}

describe('when PostgreSQL ends the server’s connections', () => {
  it('answers the request in flight 503 without internals, keeps running, and serves the next one', async () => {
    const workout = await newWorkout();
    // The completion waits behind a row lock this test holds: it is mid-request when its
    // connection is ended.
    const answer = await completeCutMidRequest(workout.id);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual(UNAVAILABLE);
    expect(answer.headers.get('retry-after')).toBe('5');

    expect(server.child.exitCode).toBeNull();
    expect((await call('GET', '/api/health')).status).toBe(200);
    // Nothing of the cut request was kept; done again, it succeeds.
    const again = await complete(workout.id);
    expect(again.status).toBe(200);
    expect(again.body.workout.status).toBe('COMPLETED');
  });

  it('serves the next requests after every connection of the server was ended', async () => {
    const workout = await newWorkout();
    const before = await serverBackends();
    expect(before.length).toBeGreaterThan(0);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await until(async () =>
      (await serverBackends(`pid in (${before.join(',')})`)).length ? undefined : true,
    );

    expect(server.child.exitCode).toBeNull();
    expect((await call('GET', '/api/workouts', client.token)).status).toBe(200);
    expect((await complete(workout.id)).status).toBe(200);
    expect((await call('GET', '/api/health')).body).toEqual({ status: 'ok' });
  });

  it('keeps running through many connection losses in a row, its pool not shrinking', async () => {
    for (let round = 0; round < 12; round++) {
      const workout = await newWorkout();
      expect((await completeCutMidRequest(workout.id)).status).toBe(503);
      expect((await complete(workout.id)).status).toBe(200);
    }
    expect(server.child.exitCode).toBeNull();
    // Ten requests at once still find connections: none was lost to the pool for good.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('GET', '/api/workouts', client.token)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  });

  it('does not crash when a connection is ended while a transaction waits between statements', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, waitTimeoutMs: 2_000 });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          const result: unknown = await tx.execute(sql`select pg_backend_pid() as pid`);
          const { rows } = result as { rows: { pid: number }[] };
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          // The connection ends while no statement of it runs: the driver reports the loss as
          // an 'error' event of the connection, no longer watched by the pool.
          await new Promise((r) => setTimeout(r, 300));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The lost connection went back to the pool: its one place is free for the next one.
      expect(database.pool!.totalCount).toBe(0);
      await database.db.transaction((tx) => tx.execute(sql`select 1`));
      expect(database.pool!.totalCount).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the hot reads on their pipelined connections', () => {
  /** Holds an ACCESS EXCLUSIVE lock on workouts: every read of the table waits behind it. */
  async function lockWorkoutsTable() {
    const locker = lockHolder();
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table workouts in access exclusive mode');
    return {
      release: async () => {
        await locker.query('rollback');
        await locker.end();
      },
    };
  }

  it('sends a read whose connection is ended in flight again on a new one: the caller gets its answer', async () => {
    const workout = await newWorkout();
    const lock = await lockWorkoutsTable();
    let inFlight;
    try {
      inFlight = call('GET', `/api/workouts/${workout.id}`, client.token);
      const pid = await backendWaitingForLock();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // Sent again, the read waits behind the lock on its new connection, then is answered.
      await backendWaitingForLock(pid);
    } finally {
      await lock.release();
    }
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.workout.id).toBe(workout.id);
    expect(server.child.exitCode).toBeNull();
  });

  it('queues reads past the depth of every connection, in order, and answers 503 after DB_WAIT_TIMEOUT_MS', async () => {
    const WAIT_MS = 400;
    const reads = new PipelinedReads({
      connection: { connectionString: url },
      size: 1,
      depth: 2,
      waitTimeoutMs: WAIT_MS,
      statementTimeoutMs: 0,
    });
    const count = () => reads.query({ text: 'select count(*)::int as n from workouts' });
    const lock = await lockWorkoutsTable();
    let released = false;
    try {
      // Two reads fill the connection (both wait behind the lock); the third waits for room.
      const held = [count(), count()];
      const started = performance.now();
      const refused = await count().then(
        () => undefined,
        (error: unknown) => error,
      );
      const waited = performance.now() - started;
      expect(refused).toBeInstanceOf(DatabaseBusyError);
      expect(isDatabaseUnavailable(refused)).toBe(true);
      expect(waited).toBeGreaterThanOrEqual(WAIT_MS - 50);
      expect(waited).toBeLessThan(WAIT_MS + 1_000);
      // Queued while the connection is full, then sent as room frees up, in the order they came.
      const order: number[] = [];
      const queued = [1, 2, 3].map((n) =>
        reads.query({ text: 'select $1::int as n', values: [n] }).then((a) => {
          order.push(n);
          return a.rows;
        }),
      );
      await new Promise((r) => setTimeout(r, 50));
      await lock.release();
      released = true;
      expect((await Promise.all(held)).map((a) => a.rows.length)).toEqual([1, 1]);
      expect(await Promise.all(queued)).toEqual([[{ n: 1 }], [{ n: 2 }], [{ n: 3 }]]);
      expect(order).toEqual([1, 2, 3]);
    } finally {
      if (!released) await lock.release();
      await reads.end();
    }
  });
});

describe('a statement that runs too long', () => {
  it('is cancelled after DB_STATEMENT_TIMEOUT_MS and answered 503; the next request is served', async () => {
    const settings = loadSettings({ DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: url });
    const database = await openDatabase({ databaseUrl: url, poolSize: 2, statementTimeoutMs: 500 });
    const app = await buildApp({ settings, database, webDir: null });
    const inject = async (method: 'GET' | 'PATCH', path: string, body?: unknown) => {
      const res = await app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${client.token}` },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: res.statusCode, headers: res.headers, body: res.json() };
    };
    const locker = lockHolder();
    try {
      const workout = await newWorkout();
      await locker.connect();
      await locker.query('begin');
      await locker.query('select 1 from workouts where id = $1 for update', [workout.id]);
      const body = { status: 'COMPLETED', completedDate: new Date().toISOString(), sets: [] };
      const started = performance.now();
      const answer = await inject('PATCH', `/api/workouts/${workout.id}/complete`, body);
      const waited = performance.now() - started;
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
      expect(answer.headers['retry-after']).toBe('5');
      expect(waited).toBeGreaterThanOrEqual(450);
      expect(waited).toBeLessThan(5_000);
      await locker.query('rollback');
      expect((await inject('PATCH', `/api/workouts/${workout.id}/complete`, body)).status).toBe(200);
    } finally {
      await locker.end();
      await app.close();
      await database.close();
    }
  });
});
