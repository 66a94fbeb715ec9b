import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from './domain/auth-throttle.ts';
import { dropKeys, keysUnder, rawRedis, TEST_REDIS_URL, uniqueRedisPrefix } from './test/redis.ts';
import { call, register } from './test/process-calls.ts';
import { serverAdmin } from './test/process-people.ts';
import {
  bundleServer,
  freePort,
  startServer,
  type ServerBundle,
  type ServerProcess,
} from './test/server-process.ts';

// The API keeps no state in its process. Two API processes run on one PostgreSQL
// database (a new one, always on the PostgreSQL server: RESILIENCE_DATABASE_URL) and one Redis
// (REDIS_URL), as they would behind a load balancer, and the test alternates between them.
const SERVER_URL = process.env.RESILIENCE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = `kinetic_multi_${randomBytes(6).toString('hex')}`;
const REDIS_PREFIX = uniqueRedisPrefix();
const MIGRATIONS = readdirSync(new URL('./db/migrations', import.meta.url)).filter((f) => f.endsWith('.sql'));

let bundle: ServerBundle | undefined;
let dataDir: string | undefined;
let a: ServerProcess;
let b: ServerProcess;
let databaseCreated = false;

const admin = serverAdmin(SERVER_URL);

beforeAll(async () => {
  await admin((c) => c.query(`create database ${DB_NAME}`));
  databaseCreated = true;
  bundle = await bundleServer();
  dataDir = mkdtempSync(join(tmpdir(), 'kinetic-multi-'));
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX,
    // Behind a load balancer: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://kinetic.test',
  };
  // Both start at once on the new database: they take turns at the migrations.
  a = startServer(bundle, await freePort(), env);
  b = startServer(bundle, await freePort(), env);
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  if (databaseCreated) await admin((c) => c.query(`drop database if exists ${DB_NAME} with (force)`));
  await dropKeys(REDIS_PREFIX);
  bundle?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes on one PostgreSQL and Redis', () => {
  it('started at once on a new database, they applied the migrations and the starter content once', async () => {
    const applied = await admin(
      (c) => c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
      DB_NAME,
    );
    expect(applied.rows[0]!.n).toBe(MIGRATIONS.length);
    const starter = await admin(
      (c) => c.query("select value from app_state where key = 'starter-content'"),
      DB_NAME,
    );
    expect(starter.rows).toHaveLength(1);
    const setTypes = await admin(
      (c) =>
        c.query<{ n: number; names: number }>(
          'select count(*)::int as n, count(distinct name)::int as names from set_types',
        ),
      DB_NAME,
    );
    expect(setTypes.rows[0]!.n).toBeGreaterThan(0);
    expect(setTypes.rows[0]!.n).toBe(setTypes.rows[0]!.names);
  });

  it('a token from one process works on the other', async () => {
    const member = await register(a);
    const onB = await call(b, 'GET', '/api/auth/me', { token: member.token });
    expect(onB.status).toBe(200);
    expect(onB.body.user).toMatchObject({ id: member.id, email: member.email });

    const signedInOnB = await call(b, 'POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(signedInOnB.status).toBe(200);
    expect((await call(a, 'GET', '/api/auth/me', { token: signedInOnB.body.token })).status).toBe(200);
  });

  it('a sign-out on one process ends the session on both, and only that session', async () => {
    const member = await register(a);
    const other = await call(a, 'POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(other.status).toBe(200);

    expect((await call(b, 'POST', '/api/auth/logout', { token: member.token })).status).toBe(204);
    for (const server of [a, b]) {
      const ended = await call(server, 'GET', '/api/auth/me', { token: member.token });
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ error: 'Your session has ended. Please sign in again.' });
      expect((await call(server, 'GET', '/api/auth/me', { token: other.body.token })).status).toBe(200);
    }
  });

  it('failed sign-ins count on both processes together: the address that failed is refused on both, a new address is only slowed', async () => {
    const member = await register(b);
    const { max } = DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndAddress;
    const guesser = '203.0.113.9';
    for (let i = 0; i < max; i++) {
      const wrong = await call(i % 2 ? b : a, 'POST', '/api/auth/login', {
        body: { email: member.email, password: 'not-the-password' },
        from: guesser,
      });
      expect(wrong.status).toBe(401);
    }
    // Each process saw only half of the failures; counted apart, neither would refuse yet.
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', '/api/auth/login', {
        body: { email: member.email, password: member.password },
        from: guesser,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The account's own failures, counted together, slow a sign-in from elsewhere but never block it.
    const started = performance.now();
    const owner = await call(a, 'POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
      from: '203.0.113.200',
    });
    expect(owner.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(
      DEFAULT_AUTH_LIMITS.loginFailuresPerAccount.delayMs - 50,
    );
    // The counts are in Redis under this deployment's prefix, ending with their window.
    const keys = await keysUnder(REDIS_PREFIX);
    expect(keys.get(`login:acct-ip:${member.email}:${guesser}`)).toBeGreaterThan(0);
    expect(keys.get(`login:acct-ip:${member.email}:${guesser}`)).toBeLessThanOrEqual(
      DEFAULT_AUTH_LIMITS.loginFailuresPerAccountAndAddress.windowMs,
    );
    // Another account is not affected.
    const someoneElse = await register(a);
    const fine = await call(b, 'POST', '/api/auth/login', {
      body: { email: someoneElse.email, password: someoneElse.password },
      from: guesser,
    });
    expect(fine.status).toBe(200);
  });

  it('limits per address count the address the load balancer names, on both processes', async () => {
    const { max } = DEFAULT_AUTH_LIMITS.forgotPerAddress;
    const from = '192.0.2.77';
    for (let i = 0; i < max; i++) {
      const asked = await call(i % 2 ? a : b, 'POST', '/api/auth/forgot-password', {
        body: { email: `nobody.${i}@example.com` },
        from,
      });
      expect(asked.status).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await call(server, 'POST', '/api/auth/forgot-password', {
        body: { email: 'nobody.more@example.com' },
        from,
      });
      expect(refused.status).toBe(429);
    }
    const elsewhere = await call(a, 'POST', '/api/auth/forgot-password', {
      body: { email: 'nobody.more@example.com' },
      from: '192.0.2.78',
    });
    expect(elsewhere.status).toBe(200);
  });

  it('a process that stops on SIGTERM closes its connections and leaves the other serving', async () => {
    const member = await register(a);
    const connection = `kinetic-api-${a.child.pid}`;
    expect(await redisClientNames()).toContain(connection);
    await a.kill('SIGTERM');
    expect(await a.exited).toEqual({ code: 0, signal: null });
    expect(await redisClientNames()).not.toContain(connection);
    expect(await redisClientNames()).toContain(`kinetic-api-${b.child.pid}`);
    expect((await call(b, 'GET', '/api/auth/me', { token: member.token })).status).toBe(200);
    const login = await call(b, 'POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
  });
});

async function redisClientNames(): Promise<string[]> {
  const client = await rawRedis();
  try {
    return (await client.clientList()).map((c) => c.name);
  } finally {
    await client.close();
  }
}
