import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';

/**
 * Bookkeeping that any call may touch without changing what the app holds: sign-ins, reset links,
 * the audit trail (reads are logged too), one-time loads, rate-limit counters.
 */
const BOOKKEEPING = /^(sessions|password_reset_tokens|audit_log|app_state)$|rate_?limit/;

/** Where the triggers below count the rows written, per table; the test's own, never the app's. */
const COUNTS = 'test_written_rows';

/** Per app table, how many of its rows have been written (inserted, changed or deleted) so far. */
export type Digest = Record<string, string>;

const counting = new WeakMap<TestApp, Promise<void>>();

/**
 * Gives every app table (bookkeeping left out) triggers that count each row inserted, deleted or
 * really changed (an update that writes the same values is no change), and a truncate. Reading the
 * counts costs the same whatever the tables hold: hashing every row of every table before and after
 * each refused call was most of the authorization matrix's time, the starter libraries being the
 * largest tables. A write rolled back takes its count back with it, as it takes its rows.
 */
function countWrites(t: TestApp): Promise<void> {
  let ready = counting.get(t);
  if (!ready) {
    ready = (async () => {
      const tables = (
        await t.rows(
          sql`select table_name as name from information_schema.tables
              where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
        )
      )
        .map((r) => r.name as string)
        .filter((name) => !BOOKKEEPING.test(name));
      await t.rows(sql.raw(`create table ${COUNTS} (table_name text primary key, written bigint not null)`));
      await t.rows(
        sql.raw(`create function test_count_written() returns trigger language plpgsql as $$
          begin
            insert into ${COUNTS} values (TG_TABLE_NAME, 1)
              on conflict (table_name) do update set written = ${COUNTS}.written + 1;
            return null;
          end $$`),
      );
      for (const name of tables) {
        const table = `"${name}"`;
        for (const trigger of [
          `create trigger test_count_inserts_deletes after insert or delete on ${table}
             for each row execute function test_count_written()`,
          `create trigger test_count_updates after update on ${table}
             for each row when (old.* is distinct from new.*) execute function test_count_written()`,
          `create trigger test_count_truncates after truncate on ${table}
             for each statement execute function test_count_written()`,
        ])
          await t.rows(sql.raw(trigger));
      }
    })();
    counting.set(t, ready);
  }
  return ready;
}

/** How many rows of each app table have been written so far. */
export async function dbDigest(t: TestApp): Promise<Digest> {
  await countWrites(t);
  const rows = await t.rows(sql.raw(`select table_name as name, written::text as written from ${COUNTS}`));
  return Object.fromEntries(rows.map((r) => [r.name as string, r.written as string]));
}

/** The tables written to between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).sort();
}
