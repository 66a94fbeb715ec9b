import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { connectRedisRateLimitStore, type RedisRateLimitStore } from '../../lib/redis-rate-limit-store.ts';
import { createTestApp, newAddress, testSettings, type Answer, type TestApp } from '../../test/app.ts';
import { awayFromStepEdge, codeAt, turnOnMfa } from '../../test/mfa.ts';
import { serverAdmin } from '../../test/process-people.ts';
import { dropKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../test/redis.ts';
import { DEFAULT_AUTH_LIMITS } from '../../domain/auth-throttle.ts';

// Two API instances, as two processes would be: each with its own connections to one PostgreSQL
// database (RESILIENCE_DATABASE_URL) and its own connection to one Redis (REDIS_URL), with the
// limits a deployment has. 500 wrong second-step codes at once over many sign-ins of one account.
const SERVER_URL =
  process.env.RESILIENCE_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';
const name = `kinetic_mfa_burst_${randomBytes(5).toString('hex')}`;
const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
const prefix = uniqueRedisPrefix();
// Both instances open the secrets the other sealed.
const settings = testSettings({ MFA_SECRET_KEY: 'k'.repeat(48) });

const WRONG_CODE = 'That code is not valid. Please try again.';
const EXPIRED = 'This sign-in has expired. Please sign in again.';

let apps: TestApp[] = [];
let stores: RedisRateLimitStore[] = [];

const admin = serverAdmin(SERVER_URL);

beforeAll(async () => {
  await admin((c) => c.query(`create database ${name}`));
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
    if (i === 0) await prepareDatabase(database);
    const store = await connectRedisRateLimitStore({
      url: TEST_REDIS_URL,
      prefix,
      log: Fastify({ logger: false }).log,
    });
    stores.push(store);
    apps.push(
      await createTestApp({
        settings,
        database,
        rateLimitStore: store,
        authLimits: DEFAULT_AUTH_LIMITS,
        trustProxy: true,
      }),
    );
  }
});
afterAll(async () => {
  for (const t of apps) await t.close();
  for (const s of stores) await s.close();
  apps = [];
  stores = [];
  await dropKeys(prefix);
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  rmSync(settings.dataDir, { recursive: true, force: true });
});

describe('500 wrong second-step codes at once on two instances', () => {
  it('at most 20 are checked for the account; a right code sent once they are spent does not sign in', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const u = await a.user();
    const { secret } = await turnOnMfa(a, u.token, u.password);
    const passwordStep = async (t: TestApp) => {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
        headers: newAddress(),
      });
      expect(res.body.mfaRequired).toBe(true);
      return res.body.mfaToken as string;
    };
    // 40 sign-ins (200 tries by the sign-ins' own limit), half on each instance, and one kept apart
    // for the right code.
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) tokens.push(await passwordStep(i % 2 ? b : a));
    const kept = await passwordStep(b);
    await awayFromStepEdge();
    const right = new Set([-1, 0, 1].map((o) => codeAt(secret, o)));
    const wrong: string[] = [];
    for (let i = 0; wrong.length < 500; i++) {
      const code = String(100_000 + i * 104_729).slice(-6);
      if (!right.has(code)) wrong.push(code);
    }

    let wrongAnswers = 0;
    let rightCode: Promise<Answer> | undefined;
    const burst = wrong.map((code, i) =>
      (i % 2 ? b : a)
        .call('POST', '/api/auth/mfa', {
          body: { mfaToken: tokens[i % tokens.length], code },
          headers: newAddress(),
        })
        .then((answer) => {
          if (answer.status === 401 && answer.body.error === WRONG_CODE && ++wrongAnswers === 20) {
            // The account's 20 are spent while the rest of the burst is still in flight.
            rightCode = a.call('POST', '/api/auth/mfa', {
              body: { mfaToken: kept, code: codeAt(secret) },
              headers: newAddress(),
            });
          }
          return answer;
        }),
    );
    const answers = await Promise.all(burst);
    const checked = answers.filter((x) => x.status === 401 && x.body.error === WRONG_CODE).length;
    const refused = answers.filter((x) => x.status === 429).length;
    const usedUp = answers.filter((x) => x.status === 401 && x.body.error === EXPIRED).length;
    expect(checked).toBe(20);
    expect(checked + refused + usedUp).toBe(500);

    expect(rightCode).toBeDefined();
    const late = await rightCode!;
    expect(late.status).toBe(429);
    expect(late.body.token).toBeUndefined();
    const [{ n }] = await a.rows(sql`select count(*)::int as n from sessions where user_id = ${u.id}`);
    // Only the session the test user was made with (before two-step sign-in was on).
    expect(n).toBe(1);
  });
});
