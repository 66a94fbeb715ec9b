import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail } from '../test/app.ts';
import { dropKeys, keysUnder, TEST_REDIS_URL, uniqueRedisPrefix } from '../test/redis.ts';
import { tcpRelay, type TcpRelay } from '../test/tcp-relay.ts';
import { HttpError } from './http-error.ts';
import { connectRedisRateLimitStore, type RedisRateLimitStore } from './redis-rate-limit-store.ts';

// The shared rate limit counts against the real Redis server (REDIS_URL, default 127.0.0.1:6379).

const prefixes: string[] = [];
const stores: RedisRateLimitStore[] = [];
const proxies: Proxy[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
  await Promise.all(proxies.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await Promise.all(prefixes.map(dropKeys));
});

/** A logger that keeps its lines, to assert what an operator would read. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

async function open(url = TEST_REDIS_URL, options: { commandTimeoutMs?: number; prefix?: string } = {}) {
  const prefix = options.prefix ?? uniqueRedisPrefix();
  prefixes.push(prefix);
  const { log, lines } = recordingLog();
  const store = await connectRedisRateLimitStore({
    url,
    prefix,
    log,
    commandTimeoutMs: options.commandTimeoutMs,
  });
  stores.push(store);
  return { store, prefix, lines };
}

/** A relay in front of Redis that a test can cut or stall, as a network failure would. */
type Proxy = TcpRelay & { url: string };

async function proxyToRedis(): Promise<Proxy> {
  const target = new URL(TEST_REDIS_URL);
  const relay = await tcpRelay({ host: target.hostname, port: Number(target.port || 6379) });
  const auth = target.username || target.password ? `${target.username}:${target.password}@` : '';
  const proxy = Object.assign(relay, { url: `redis://${auth}127.0.0.1:${relay.port}${target.pathname}` });
  proxies.push(proxy);
  return proxy;
}

const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('the Redis rate limit store', () => {
  it('counts attempts in a window that ends, under its own key prefix', async () => {
    const { store, prefix } = await open();
    const before = Date.now();
    const first = await store.increment('login:acct:ann@example.com', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    const second = await store.increment('login:acct:ann@example.com', 60_000);
    expect(second.count).toBe(2);
    // The window is fixed: a later attempt does not move its end.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(1_000);
    expect(await store.peek('login:acct:ann@example.com')).toMatchObject({ count: 2 });
    expect(await store.peek('login:acct:bob@example.com')).toBeUndefined();

    const stored = await keysUnder(prefix);
    expect([...stored.keys()]).toEqual(['login:acct:ann@example.com']);
    expect(stored.get('login:acct:ann@example.com')).toBeGreaterThan(58_000);
    expect(stored.get('login:acct:ann@example.com')).toBeLessThanOrEqual(60_000);

    await store.reset('login:acct:ann@example.com');
    expect(await store.peek('login:acct:ann@example.com')).toBeUndefined();
    expect((await keysUnder(prefix)).size).toBe(0);
  });

  it('starts a new window once the old one has ended', async () => {
    const { store } = await open();
    // Windows are whole seconds (Redis expiry in seconds): the shortest lasts one.
    await store.increment('register:ip:10.0.0.1', 1_000);
    await store.increment('register:ip:10.0.0.1', 1_000);
    await until(async () => (await store.peek('register:ip:10.0.0.1')) === undefined, 3_000);
    const fresh = await store.increment('register:ip:10.0.0.1', 1_000);
    expect(fresh.count).toBe(1);
    expect(fresh.resetAt - Date.now()).toBeLessThanOrEqual(1_000);
  });

  it('counts every attempt made at once through several connections, as several processes make them', async () => {
    const prefix = uniqueRedisPrefix();
    const a = (await open(TEST_REDIS_URL, { prefix })).store;
    const b = (await open(TEST_REDIS_URL, { prefix })).store;
    const counts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).increment('login:ip:203.0.113.9', 60_000)),
    );
    // Each attempt got its own number: none was lost or counted twice.
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect(await b.peek('login:ip:203.0.113.9')).toMatchObject({ count: 200 });
    expect(await a.peek('login:ip:203.0.113.9')).toMatchObject({ count: 200 });
  });

  it('keeps the prefixes of two deployments apart', async () => {
    const blue = (await open()).store;
    const green = (await open()).store;
    await blue.increment('forgot:acct:ann@example.com', 60_000);
    expect(await green.peek('forgot:acct:ann@example.com')).toBeUndefined();
  });

  it('refuses to start when Redis does not answer, naming the cause', async () => {
    const proxy = await proxyToRedis();
    await proxy.cut();
    const { log, lines } = recordingLog();
    await expect(
      connectRedisRateLimitStore({ url: proxy.url, prefix: uniqueRedisPrefix(), log, connectAttempts: 2 }),
    ).rejects.toThrow(/^Could not connect to Redis \(REDIS_URL\): .*ECONNREFUSED/);
    expect(lines.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      'rate limit store: Redis does not answer yet; trying again',
    ]);
  });

  it('answers 503 while the connection is down, and counts on where it left off once it is back', async () => {
    const proxy = await proxyToRedis();
    const { store, lines } = await open(proxy.url);
    expect((await store.increment('login:ip:198.51.100.7', 60_000)).count).toBe(1);

    await proxy.cut();
    const started = Date.now();
    const refused = await store.increment('login:ip:198.51.100.7', 60_000).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'The service is temporarily unavailable. Please try again shortly.',
      headers: { 'retry-after': '5' },
    });
    // Refused at once, not held until the connection is back.
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(store.peek('login:ip:198.51.100.7')).rejects.toMatchObject({ statusCode: 503 });
    await expect(store.reset('login:ip:198.51.100.7')).rejects.toMatchObject({ statusCode: 503 });
    expect(lines.some((l) => l.level === 50 && /Redis connection is down/.test(l.msg))).toBe(true);

    await proxy.restore();
    await until(async () =>
      store.peek('login:ip:198.51.100.7').then(
        () => true,
        () => false,
      ),
    );
    expect((await store.increment('login:ip:198.51.100.7', 60_000)).count).toBe(2);
    expect(lines.some((l) => l.level === 30 && /Redis connection is back/.test(l.msg))).toBe(true);
  });

  it('answers 503 when Redis stalls rather than holding the request, and keeps replies in order after', async () => {
    const proxy = await proxyToRedis();
    const { store } = await open(proxy.url, { commandTimeoutMs: 300 });
    expect((await store.increment('reset:ip:192.0.2.4', 60_000)).count).toBe(1);

    proxy.stall();
    const started = Date.now();
    await expect(store.increment('reset:ip:192.0.2.4', 60_000)).rejects.toMatchObject({ statusCode: 503 });
    expect(Date.now() - started).toBeLessThan(2_000);
    proxy.resume();

    // Whatever became of the stalled command, each later answer belongs to its own question.
    await until(async () =>
      store.peek('reset:ip:192.0.2.4').then(
        () => true,
        () => false,
      ),
    );
    const next = await store.increment('reset:ip:192.0.2.4', 60_000);
    expect(await store.peek('reset:ip:192.0.2.4')).toMatchObject({ count: next.count });
    expect(await store.peek('reset:ip:elsewhere')).toBeUndefined();
    await store.reset('reset:ip:192.0.2.4');
    expect(await store.peek('reset:ip:192.0.2.4')).toBeUndefined();
  });

  it('behind the API: sign-in answers 503 while Redis is down, signed-in use goes on', async () => {
    const proxy = await proxyToRedis();
    const { store } = await open(proxy.url);
    const t = await createTestApp({ rateLimitStore: store });
    try {
      const member = await t.user({ password: 'correct horse battery' });
      const wrong = await t.call('POST', '/api/auth/login', {
        body: { email: member.email, password: 'not the password' },
      });
      expect(wrong.status).toBe(401);

      await proxy.cut();
      const login = await t.call('POST', '/api/auth/login', {
        body: { email: member.email, password: 'correct horse battery' },
      });
      expect(login.status).toBe(503);
      expect(login.body).toEqual({
        error: 'The service is temporarily unavailable. Please try again shortly.',
      });
      expect(login.headers['retry-after']).toBe('5');
      const register = await t.call('POST', '/api/auth/register', {
        body: {
          firstName: 'Lee',
          lastName: 'Late',
          username: `lee_${Date.now() % 100000}`,
          email: uniqueEmail('late'),
          password: 'another long password',
          confirmPassword: 'another long password',
          privacyAgreementAccepted: true,
          termsOfServiceAccepted: true,
        },
      });
      expect(register.status).toBe(503);
      const me = await t.call('GET', '/api/auth/me', { token: member.token });
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe(member.email);
      // Writes and lists go on too, uncounted: the per-person limits guard capacity, not passwords.
      const logged = await t.call('POST', '/api/progress', {
        token: member.token,
        body: { type: 'Body weight', value: 80, unit: 'kg', date: new Date().toISOString().slice(0, 10) },
      });
      expect(logged.status).toBe(201);
      expect((await t.call('GET', '/api/progress', { token: member.token })).status).toBe(200);

      await proxy.restore();
      await until(async () =>
        store.peek('x').then(
          () => true,
          () => false,
        ),
      );
      const back = await t.call('POST', '/api/auth/login', {
        body: { email: member.email, password: 'correct horse battery' },
      });
      expect(back.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('behind the API: the per-person limits count in Redis, for every process together', async () => {
    const prefix = uniqueRedisPrefix();
    const limits = { writes: { max: 4, windowMs: 60_000 } };
    const a = await createTestApp({
      rateLimitStore: (await open(TEST_REDIS_URL, { prefix })).store,
      userLimits: limits,
    });
    const b = await createTestApp({
      rateLimitStore: (await open(TEST_REDIS_URL, { prefix })).store,
      userLimits: limits,
      database: a.database,
    });
    try {
      const member = await a.user();
      const body = {
        type: 'Body weight',
        value: 80,
        unit: 'kg',
        date: new Date().toISOString().slice(0, 10),
      };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await (i % 2 ? b : a).call('POST', '/api/progress', { token: member.token, body })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      const stored = await keysUnder(prefix);
      expect(stored.has(`user:write:${member.id}`)).toBe(true);
      expect(stored.get(`user:write:${member.id}`)).toBeLessThanOrEqual(60_000);
    } finally {
      await b.app.close();
      rmSync(b.dataDir, { recursive: true, force: true });
      await a.close();
    }
  });
});
