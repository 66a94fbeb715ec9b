import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from '../lib/rate-limiter.ts';
import { createTestApp, type Answer, type TestApp } from '../test/app.ts';
import { bulk } from '../test/bulk.ts';

// Before these limits, one signed-in person could send writes and heavy reads without end.
const MINUTE = 60_000;
const tight = {
  writes: { max: 3, windowMs: MINUTE },
  listReads: { max: 4, windowMs: MINUTE },
  objectReads: { max: 5, windowMs: MINUTE },
  exports: { max: 2, windowMs: 60 * MINUTE },
};

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const entry = () => ({ type: 'Body weight', value: 80, unit: 'kg', date: today });

beforeAll(async () => {
  t = await createTestApp({ userLimits: tight });
});
afterAll(() => t.close());

/** 429 with a Retry-After within the window and a sentence (no status code in it). */
function expectLimited(res: Answer, sentence: RegExp, windowSeconds = 60) {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatch(sentence);
  expect(res.body.error).not.toMatch(/429/);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const entries = async (client: U) =>
  (await t.rows(sql`select count(*)::int as n from progress_entries where client_id = ${client.id}`))[0]
    .n as number;

describe('writes per person', () => {
  it('past the limit: 429, Retry-After and a sentence; nothing stored; others unaffected', async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    for (let i = 0; i < tight.writes.max; i++) {
      expect((await t.call('POST', '/api/progress', { token: client.token, body: entry() })).status).toBe(
        201,
      );
    }
    const refused = await t.call('POST', '/api/progress', { token: client.token, body: entry() });
    expectLimited(
      refused,
      /^You are making changes faster than anyone could by hand\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(await entries(client)).toBe(tight.writes.max);

    // Every kind of write shares the count, the hot ones too (feedback, completion).
    await bulk.workouts(t, client.id, client.id, 2);
    const [scheduled] = await t.rows(
      sql`select id, updated_at from workouts where assigned_to = ${client.id} and status = 'SCHEDULED'`,
    );
    const feedback = await t.call('PATCH', `/api/workouts/${scheduled.id}`, {
      token: client.token,
      body: { sets: [] },
    });
    expect(feedback.status).toBe(429);
    const [after] = await t.rows(sql`select updated_at from workouts where id = ${scheduled.id}`);
    expect(after.updated_at).toEqual(scheduled.updated_at);

    // Reading one thing, and signing out, still work.
    expect((await t.call('GET', '/api/auth/me', { token: client.token })).status).toBe(200);
    expect((await t.call('GET', `/api/workouts/${scheduled.id}`, { token: client.token })).status).toBe(200);
    const other = await t.user({ roles: ['CLIENT'] });
    expect((await t.call('POST', '/api/progress', { token: other.token, body: entry() })).status).toBe(201);
    expect((await t.call('POST', '/api/auth/logout', { token: client.token })).status).toBe(204);
  });

  it('the limit is per person, not per session', async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    const second = await t.call('POST', '/api/auth/login', {
      body: { email: client.email, password: client.password },
    });
    const tokens = [client.token, second.body.token as string];
    const answers: number[] = [];
    for (let i = 0; i < tight.writes.max + 2; i++) {
      answers.push((await t.call('POST', '/api/progress', { token: tokens[i % 2], body: entry() })).status);
    }
    expect(answers).toEqual([201, 201, 201, 429, 429]);
  });
});

describe('list reads per person', () => {
  it('every list counts, the hot ones too; single reads do not', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    const lists = ['/api/meals', '/api/progress', '/api/workouts', '/api/libraries/foods?search=oat'];
    for (const url of lists) expect((await t.call('GET', url, { token: client.token })).status).toBe(200);
    for (const url of [...lists, '/api/workouts?status=COMPLETED&offset=50']) {
      expectLimited(
        await t.call('GET', url, { token: client.token }),
        /^Too many requests in a short time\./,
      );
    }
    expect((await t.call('GET', '/api/onboarding/status', { token: client.token })).status).toBe(200);
    // The trainer has a count of their own.
    expect((await t.call('GET', '/api/clients', { token: trainer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/clients/${client.id}/meals`, { token: trainer.token })).status).toBe(
      200,
    );
  });
});

describe('reads of one object per person', () => {
  it('a workout, a template, a program, a client and their intake count; past the limit 429', async () => {
    const trainer = await t.user({ roles: ['TRAINER'] });
    const client = await t.user({ roles: ['CLIENT'], trainerId: trainer.id });
    await bulk.workouts(t, client.id, trainer.id, 1);
    const [workout] = await t.rows(sql`select id from workouts where assigned_to = ${client.id}`);
    const [template] = await t.rows(
      sql`insert into workout_templates (name, created_by, plan) values ('Legs', ${trainer.id}, '[]') returning id`,
    );
    const reads = [
      `/api/workouts/${workout.id}`,
      `/api/templates/${template.id}`,
      `/api/clients/${client.id}`,
      `/api/clients/${client.id}/onboarding`,
      `/api/clients/${client.id}/programs`,
    ];
    for (const url of reads)
      expect((await t.call('GET', url, { token: trainer.token })).status, url).toBe(200);
    for (const url of [...reads, `/api/programs/${workout.id}`])
      expectLimited(
        await t.call('GET', url, { token: trainer.token }),
        /^Too many requests in a short time\./,
      );
    // Lists count apart, and the client (another person) reads their workout as ever.
    expect((await t.call('GET', '/api/clients', { token: trainer.token })).status).toBe(200);
    expect((await t.call('GET', `/api/workouts/${workout.id}`, { token: client.token })).status).toBe(200);
  });
});

describe('exports per person', () => {
  it(`${tight.exports.max} an hour here, then 429 saying when to come back`, async () => {
    const client = await t.user({ roles: ['CLIENT'] });
    for (let i = 0; i < tight.exports.max; i++) {
      expect((await t.call('GET', '/api/users/me/export', { token: client.token })).status).toBe(200);
    }
    const refused = await t.call('GET', '/api/users/me/export', { token: client.token });
    expectLimited(
      refused,
      /^You can download your data 2 times an hour\. Please try again in (\d+ minutes|\d+ seconds)\.$/,
      3600,
    );
  });
});

describe('several processes', () => {
  it('count together when they share a store (Redis in production)', async () => {
    const store = memoryRateLimitStore();
    const a = await createTestApp({ userLimits: tight, rateLimitStore: store, database: t.database });
    const b = await createTestApp({ userLimits: tight, rateLimitStore: store, database: t.database });
    try {
      const client = await a.user({ roles: ['CLIENT'] });
      const statuses: number[] = [];
      for (let i = 0; i < tight.writes.max + 1; i++) {
        const app = i % 2 ? b : a;
        statuses.push(
          (await app.call('POST', '/api/progress', { token: client.token, body: entry() })).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      // The database is the outer test's: closed once, by it.
      for (const app of [a, b]) {
        await app.app.close();
        rmSync(app.dataDir, { recursive: true, force: true });
      }
    }
  });
});
