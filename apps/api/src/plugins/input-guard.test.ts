import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Answer, type TestApp } from '../test/app.ts';
import { UNSTORABLE_TEXT } from './input-guard.ts';

type U = Awaited<ReturnType<TestApp['user']>>;
let t: TestApp;
let client: U;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  client = await t.user({ roles: ['CLIENT'] });
});
afterAll(() => t.close());

/** The client signs the waiver with this body. */
const signWaiver = (body: Record<string, unknown>) =>
  t.call('POST', '/api/onboarding/waiver', { token: client.token, body });

/** The answer refuses the text at `path` as one the database cannot store. */
function refused(res: Answer, path: string) {
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual([{ path, msg: UNSTORABLE_TEXT }]);
}

const count = async (table: string) =>
  (await t.rows(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n as number;

// The database cannot store U+0000 (nor JSONB a lone surrogate): before this guard, such text reached
// PostgreSQL and answered 500.
describe('text the database cannot store is invalid input', () => {
  it('in a body field: 400 naming the field, nothing stored', async () => {
    const before = await count('progress_entries');
    const res = await t.call('POST', '/api/progress', {
      token: client.token,
      body: { type: 'Body weight', value: 80, unit: 'kg', date: today, notes: 'a\u0000b' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: UNSTORABLE_TEXT, errors: [{ path: 'notes', msg: UNSTORABLE_TEXT }] });
    expect(await count('progress_entries')).toBe(before);
  });

  it('in answers kept as JSON, nested and in keys', async () => {
    const name = await signWaiver({ name: 'Jamie\u0000 Client' });
    refused(name, 'name');
    const key = await signWaiver({ name: 'Jamie Client', extra: { 'a\u0000': 1 } });
    refused(key, 'extra.a\u0000');
    expect(await count('onboarding_answers')).toBe(0);
  });

  it('in a query string: 400, not a failed search', async () => {
    const res = await t.call('GET', '/api/libraries/foods?search=%00', { token: client.token });
    refused(res, 'search');
  });

  it('after sign-in: a signed-out caller still hears 401 first', async () => {
    const res = await t.call('GET', '/api/libraries/foods?search=%00');
    expect(res.status).toBe(401);
  });

  it('half of a surrogate pair, alone: 400 (a whole emoji is fine, below)', async () => {
    for (const text of ['\ud800', 'a\udfff', '\udc00\ud800']) {
      const res = await signWaiver({ name: `Jamie ${text}` });
      refused(res, 'name');
    }
    expect(await count('onboarding_answers')).toBe(0);
  });

  it('in a path id: 404, as any malformed id', async () => {
    const res = await t.call('DELETE', '/api/progress/%00', { token: client.token });
    expect(res.status).toBe(404);
  });

  it('other unusual text is stored as sent', async () => {
    const notes = '\u0001 tab\t 🏋️ e\u0301 \u202e';
    const res = await t.call('POST', '/api/progress', {
      token: client.token,
      body: { type: 'Body weight', value: 80, unit: 'kg', date: today, notes },
    });
    expect(res.status).toBe(201);
    expect(res.body.entry.notes).toBe(notes.trim());
  });
});
