import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { changedTables, dbDigest } from './db-digest.ts';

// The matrix and the fuzzing judge "a refused call changed nothing" by these digests: they must see
// every real write to an app table, and nothing else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('the database digest', () => {
  it('names each table a row was inserted into, changed in or deleted from', async () => {
    const user = await t.user();
    const before = await dbDigest(t);
    await t.rows(sql`update users set first_name = 'Changed' where id = ${user.id}`);
    await t.rows(
      sql`update library_equipment set name = name || ' (changed)' where id = (select id from library_equipment limit 1)`,
    );
    // The counters the app's own triggers keep move with them.
    expect(changedTables(before, await dbDigest(t))).toEqual([
      'calendar_versions',
      'library_equipment',
      'library_versions',
      'users',
    ]);
    const inserted = await dbDigest(t);
    const other = await t.user();
    expect(changedTables(inserted, await dbDigest(t))).toContain('users');
    const deleted = await dbDigest(t);
    await t.rows(sql`delete from users where id = ${other.id}`);
    expect(changedTables(deleted, await dbDigest(t))).toContain('users');
  });

  it('names none for an update that writes the same values, a rolled back write or bookkeeping', async () => {
    const user = await t.user();
    const before = await dbDigest(t);
    await t.rows(sql`update users set first_name = first_name where id = ${user.id}`);
    await expect(
      t.rows(sql`with gone as (delete from users where id = ${user.id} returning id) select 1 / 0 from gone`),
    ).rejects.toThrow();
    await t.call('POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(changedTables(before, await dbDigest(t))).toEqual([]);
  });
});
