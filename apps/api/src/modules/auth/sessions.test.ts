import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Waits until the database shows what `check` looks for (writes made after an answer). */
async function until<T>(check: () => Promise<T | false>, timeoutMs = 3000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const usedWithin = async (token: string, ms: number) => {
  const row = await sessionRow(token);
  return Date.now() - new Date(row.last_used_at).getTime() < ms && row;
};

const me = (token: string) => t.call('GET', '/api/auth/me', { token });
const signIn = async (email: string, password: string, userAgent = CHROME_MAC) =>
  (
    await t.call('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'user-agent': userAgent },
    })
  ).body.token as string;
const sessionRow = async (token: string) =>
  (await t.rows(sql`select * from sessions where token_hash = ${hashToken(token)}`))[0];
const age = (token: string, column: 'last_used_at' | 'created_at', interval: string) =>
  t.rows(sql`update sessions set ${sql.identifier(column)} = now() - ${interval}::interval
             where token_hash = ${hashToken(token)}`);

describe('session lifetimes', () => {
  it('a session unused for longer than its idle time ends; one in use goes on', async () => {
    const u = await t.user();
    const other = await signIn(u.email, u.password);
    await age(u.token, 'last_used_at', '7 days 1 minute');
    await age(other, 'last_used_at', '6 days 23 hours');
    expect((await me(u.token)).status).toBe(401);
    expect((await me(other)).status).toBe(200);
    // The use just made counts: the session is good for another 7 days from now.
    const row = await until(() => usedWithin(other, 60_000));
    expect(row.idle_seconds).toBe(7 * 24 * 3600);
  });

  it('a session ends 30 days after sign-in, however much it is used', async () => {
    const u = await t.user();
    const row = await sessionRow(u.token);
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);
    await t.rows(sql`update sessions set expires_at = now() - interval '1 second' where id = ${row.id}`);
    expect((await me(u.token)).status).toBe(401);
  });

  it('a consultant’s session lives 30 minutes idle and 12 hours in all', async () => {
    const c = await t.user({ roles: ['CONSULTANT', 'TRAINER'] });
    const row = await sessionRow(c.token);
    expect(row.idle_seconds).toBe(30 * 60);
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 2);
    await age(c.token, 'last_used_at', '31 minutes');
    expect((await me(c.token)).status).toBe(401);
  });

  it('a user given the consultant role gets its lifetimes on the sessions they have', async () => {
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    const u = await t.user({ roles: ['TRAINER'] });
    await age(u.token, 'created_at', '13 hours');
    await t.rows(
      sql`update sessions set expires_at = created_at + interval '30 days' where user_id = ${u.id}`,
    );
    const list = await t.call('GET', `/api/users/admin/all?search=${encodeURIComponent(u.email)}`, {
      token: consultant.token,
    });
    const target = list.body.users[0];
    const edit = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: { ...target, roles: ['TRAINER', 'CONSULTANT'] },
    });
    expect(edit.status).toBe(200);
    expect((await me(u.token)).status).toBe(401);
  });

  it('the last use is written at most once a minute, after the answer: reads stay reads', async () => {
    const u = await t.user();
    await age(u.token, 'last_used_at', '30 seconds');
    const before = (await sessionRow(u.token)).last_used_at;
    for (let i = 0; i < 5; i++) expect((await me(u.token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));
    expect((await sessionRow(u.token)).last_used_at).toEqual(before);
    // Older than a minute: the next use writes it.
    const other = await signIn(u.email, u.password);
    await age(other, 'last_used_at', '2 minutes');
    expect((await t.call('GET', '/api/workouts', { token: other })).status).toBe(200);
    await until(() => usedWithin(other, 30_000));
  });
});

describe('signed-in devices', () => {
  it('lists the live sessions with their browser, times and which one is this, newest use first', async () => {
    const u = await t.user();
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE);
    const laptop = await signIn(u.email, u.password, CHROME_MAC);
    const ended = await signIn(u.email, u.password);
    await t.rows(
      sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hashToken(ended)}`,
    );
    await age(phone, 'last_used_at', '2 hours');
    const res = await t.call('GET', '/api/users/me/sessions', { token: laptop });
    expect(res.status).toBe(200);
    const { sessions } = res.body;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ userAgent: CHROME_MAC, current: true });
    expect(sessions.at(-1)).toMatchObject({ userAgent: SAFARI_IPHONE, current: false });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const phoneRow = sessions.at(-1);
    // Not used again, it ends 7 days after its last use.
    const idleEnd = new Date(phoneRow.lastUsedAt).getTime() + 7 * 86_400_000;
    expect(Math.abs(new Date(phoneRow.expiresAt).getTime() - idleEnd)).toBeLessThan(2000);
    expect(JSON.stringify(res.body)).not.toContain(hashToken(laptop));
  });

  it('ending another device’s session stops its token at once; someone else’s session answers 404', async () => {
    const u = await t.user();
    const other = await t.user();
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE);
    const phoneId = (await sessionRow(phone)).id;
    const foreign = await t.call('DELETE', `/api/users/me/sessions/${phoneId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect((await me(phone)).status).toBe(200);
    const res = await t.call('DELETE', `/api/users/me/sessions/${phoneId}`, { token: u.token });
    expect(res.status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await me(u.token)).status).toBe(200);
    const again = await t.call('DELETE', `/api/users/me/sessions/${phoneId}`, { token: u.token });
    expect(again.status).toBe(404);
  });

  it('“sign out of all other devices” keeps only this one', async () => {
    const u = await t.user();
    const others = [await signIn(u.email, u.password), await signIn(u.email, u.password, SAFARI_IPHONE)];
    const res = await t.call('DELETE', '/api/users/me/sessions', { token: u.token });
    expect(res.status).toBe(204);
    for (const token of others) expect((await me(token)).status).toBe(401);
    expect((await me(u.token)).status).toBe(200);
    const list = await t.call('GET', '/api/users/me/sessions', { token: u.token });
    expect(list.body.sessions).toHaveLength(1);
  });

  it('an email change by a consultant ends every session of that user', async () => {
    const consultant = await t.user({ roles: ['CONSULTANT'] });
    const u = await t.user();
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE);
    const list = await t.call('GET', `/api/users/admin/all?search=${encodeURIComponent(u.email)}`, {
      token: consultant.token,
    });
    const edit = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: { ...list.body.users[0], email: `moved.${u.email}` },
    });
    expect(edit.status).toBe(200);
    for (const token of [u.token, phone]) expect((await me(token)).status).toBe(401);
    expect((await t.rows(sql`select count(*)::int as n from sessions where user_id = ${u.id}`))[0].n).toBe(0);
    // A change of name only leaves the sessions alone.
    const fresh = await signIn(`moved.${u.email}`, u.password);
    const rename = await t.call('PUT', `/api/users/admin/${u.id}`, {
      token: consultant.token,
      body: { ...edit.body.user, firstName: 'Renamed' },
    });
    expect(rename.status).toBe(200);
    expect((await me(fresh)).status).toBe(200);
  });
});

describe('sessions per person', () => {
  it('a sign-in past 50 live sessions ends the least recently used; the list is paged', async () => {
    const u = await t.user();
    const other = await t.user();
    // 49 more sessions, as if signed in on 49 devices over the last days; the oldest use first.
    const tokens = Array.from({ length: 49 }, (_, i) => `seeded-${u.id}-${i}`);
    for (const [i, token] of tokens.entries())
      await t.rows(sql`insert into sessions (user_id, token_hash, expires_at, last_used_at)
        values (${u.id}, ${hashToken(token)}, now() + interval '20 days', now() - ${`${49 - i} hours`}::interval)`);
    const sessions = (token: string, query = '') =>
      t.call('GET', `/api/users/me/sessions${query}`, { token });
    expect((await sessions(u.token)).body.total).toBe(50);

    const fresh = await signIn(u.email, u.password);
    expect((await me(fresh)).status).toBe(200);
    // The least recently used (seeded 49 hours ago) ended; the next one, and the rest, go on.
    expect((await me(tokens[0]!)).status).toBe(401);
    expect((await me(tokens[1]!)).status).toBe(200);
    expect((await me(u.token)).status).toBe(200);
    expect((await me(other.token)).status).toBe(200);

    const first = await sessions(fresh, '?limit=20');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(50);
    expect(first.body.sessions).toHaveLength(20);
    const rest = await sessions(fresh, '?limit=20&offset=20');
    const last = await sessions(fresh, '?limit=20&offset=40');
    expect(last.body.sessions).toHaveLength(10);
    const ids = [...first.body.sessions, ...rest.body.sessions, ...last.body.sessions].map(
      (s: { id: string }) => s.id,
    );
    expect(new Set(ids).size).toBe(50);
    expect((await sessions(fresh, '?limit=0')).status).toBe(400);
  });
});
