import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from './domain/auth-throttle.ts';
import { dropKeys, keysUnder, rawRedis, TEST_REDIS_URL, uniqueRedisPrefix } from './test/redis.ts';
import { call, register } from './test/process-calls.ts';
import { MIGRATIONS, ownDatabase, serverFiles } from './test/process-suite.ts';
import { freePort, startServer, type ServerProcess } from './test/server-process.ts';

// The API keeps no state in its process. Two API processes run on one PostgreSQL
// database (a new one, always on the PostgreSQL server: RESILIENCE_DATABASE_URL) and one Redis
// (REDIS_URL), as they would behind a load balancer, and the test alternates between them.
const REDIS_PREFIX = uniqueRedisPrefix();
const files = serverFiles('kinetic-multi-');
const database = ownDatabase('kinetic_multi');
const { admin, name: DB_NAME } = database;

let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  await database.create();
  await files.prepare();
  const env = {
    ...files.env(),
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX,
    // Behind a load balancer: the client's address comes from X-Forwarded-For.
    TRUST_PROXY: '1',
  };
  // Both start at once on the new database: they take turns at the migrations.
  a = startServer(files.bundle(), await freePort(), env);
  b = startServer(files.bundle(), await freePort(), env);
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await dropKeys(REDIS_PREFIX);
});

describe('two API processes on one PostgreSQL and Redis', () => {
  it('started at once on a new database, they applied the migrations and the starter content once', async () => {
    expect(await database.appliedMigrations()).toBe(MIGRATIONS.length);
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
