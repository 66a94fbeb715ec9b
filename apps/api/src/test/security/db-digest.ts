import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';

/**
 * Bookkeeping that any call may touch without changing what the app holds: sign-ins, reset links,
 * the audit trail (reads are logged too), one-time loads, rate-limit counters.
 */
const BOOKKEEPING = /^(sessions|password_reset_tokens|audit_log|app_state)$|rate_?limit/;

export type Digest = Record<string, string>;

const tablesOf = new WeakMap<TestApp, Promise<string[]>>();

/** The app's tables in the public schema, bookkeeping left out (read once: the schema stays put). */
function appTables(t: TestApp): Promise<string[]> {
  let tables = tablesOf.get(t);
  if (!tables) {
    tables = t
      .rows(
        sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
      .then((rows) => rows.map((r) => r.name as string).filter((name) => !BOOKKEEPING.test(name)));
    tablesOf.set(t, tables);
  }
  return tables;
}

/** One hash per app table over all of its rows. */
export async function dbDigest(t: TestApp): Promise<Digest> {
  const parts = (await appTables(t)).map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as digest
          from ${sql.identifier(name)} x`,
  );
  const rows = await t.rows(sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name as string, r.digest as string]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
