import { auditCsv, AUDIT_EXPORT_MAX } from '@kinetic/contracts/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let consultant: Awaited<ReturnType<TestApp['user']>>;
let priya: Awaited<ReturnType<TestApp['user']>>;
beforeAll(async () => {
  t = await createTestApp();
  consultant = await t.user({ roles: ['CONSULTANT'] });
  priya = await t.user();
  await t.rows(sql`update users set first_name = 'Priya', last_name = 'Raman' where id = ${priya.id}`);
  // Three entries about Priya on known days, the consultant acting.
  for (const [at, action] of [
    ['2026-03-01T10:00:00Z', 'user.roles'],
    ['2026-03-02T10:00:00Z', 'user.name'],
    ['2026-03-03T10:00:00Z', 'user.roles'],
  ])
    await t.rows(sql`insert into audit_log (at, actor_id, subject_id, action, allowed, detail)
      values (${at}, ${consultant.id}, ${priya.id}, ${action}, true, '=cmd|calc')`);
});
afterAll(() => t.close());

type Entry = { at: string; action: string; actorName: string; subjectName: string; subjectId: string };
const get = (path: string, query: string, token = consultant.token) =>
  t.call('GET', `/api/audit${path}?${query}`, { token });
const entriesOf = async (query: string) => {
  const res = await get('', query);
  expect(res.status).toBe(200);
  return res.body as { entries: Entry[]; total: number };
};

describe('the audit trail, filtered', () => {
  it('by person: a part of the name, email or username, or the id, as actor or subject', async () => {
    const byName = await entriesOf('person=priya%20ram');
    expect(byName.entries.every((e) => e.subjectId === priya.id)).toBe(true);
    // Her sign-in (actor and subject) and the three entries above.
    expect(byName.total).toBe(4);
    expect(byName.entries[0]).toMatchObject({ action: 'auth.sign-in', subjectName: 'Priya Raman' });
    expect((await entriesOf(`person=${priya.id}`)).total).toBe(4);
    expect((await entriesOf(`person=${encodeURIComponent(priya.email)}`)).total).toBe(4);
    expect((await entriesOf('person=nobody%25like_this')).total).toBe(0);
  });

  it('by action and date range, newest first, a page at a time', async () => {
    const range = 'from=2026-03-01T00:00:00Z&to=2026-03-03T00:00:00Z';
    expect((await entriesOf(range)).entries.map((e) => e.at)).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    const roles = await entriesOf('action=user.roles&limit=1&offset=1');
    expect(roles.total).toBe(2);
    expect(roles.entries).toEqual([
      expect.objectContaining({ at: '2026-03-01T10:00:00.000Z', actorName: 'Test CONSULTANT' }),
    ]);
  });

  it('answers 400 with field messages for a bad filter', async () => {
    const backwards = await get('', 'from=2026-03-03T00:00:00Z&to=2026-03-01T00:00:00Z');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('From must be before To');
    const notADate = await get('/export', 'from=yesterday');
    expect(notADate.status).toBe(400);
    expect(JSON.stringify(notADate.body)).toContain('From must be an ISO 8601 timestamp');
    expect((await get('', `person=${'x'.repeat(101)}`)).status).toBe(400);
    // A valid timestamp whose offset takes it out of the years the database keeps.
    const yearZero = await get('', `from=${encodeURIComponent('0001-01-01T00:00:00+14:00')}`);
    expect(yearZero.status).toBe(400);
    expect(JSON.stringify(yearZero.body)).toContain('From must be between the years 1 and 9999');
    const pastYear9999 = await get('/export', `to=${encodeURIComponent('9999-12-31T23:00:00-14:00')}`);
    expect(pastYear9999.status).toBe(400);
  });

  it('the download holds every filtered entry, up to its cap, and its CSV defuses formulas', async () => {
    const res = await get('/export', 'action=user.roles');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.entries).toHaveLength(2);
    const csv = auditCsv(res.body.entries);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('At,Actor,Actor id,Subject,Subject id,Action,Allowed,Detail');
    expect(lines[1]).toContain(`Priya Raman,${priya.id},user.roles,yes,"'=cmd|calc"`);
    expect(AUDIT_EXPORT_MAX).toBe(5000);
  });

  it('is for consultants only', async () => {
    expect((await get('/export', '', priya.token)).status).toBe(403);
    expect((await get('', '', priya.token)).status).toBe(403);
  });
});
