import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database } from './client.ts';

const MIGRATION_LOCK = 7248001;

/**
 * Applies the pending migrations. Several processes may start at once: they take turns. With
 * `ownerUrl` (DATABASE_MIGRATION_URL) they run as that role, which then owns what they create, and
 * the app's own role (DATABASE_URL) is given what it needs on the tables: reading and writing rows,
 * but on the audit log only reading and adding. A role that does not own the audit log cannot
 * switch off the triggers that keep it append-only (ALTER TABLE ... DISABLE TRIGGER).
 */
export async function runMigrations(database: Database, ownerUrl?: string): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (!database.pool) {
    // `Db` forgets its driver (db/client.ts); without a pool it is the embedded one.
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  if (!ownerUrl) return migrateOn(await database.pool.connect());
  // The app's role as the server names it (behind a pooler too).
  const { rows } = await database.pool.query<{ role: string }>('select current_user as role');
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    await migrateOn(owner);
    const app = rows[0]!.role;
    const { rows: same } = await owner.query<{ same: boolean }>('select current_user = $1 as same', [app]);
    if (!same[0]!.same) {
      // At the migrations' lock: processes starting at once would collide granting on the same rows.
      await owner.query('begin');
      await owner.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await owner.query(grantsTo(app));
      await owner.query('commit');
    }
  } finally {
    await owner.end();
  }
}

/** The app role's rights, granted again after every start's migrations (new tables included). */
const grantsTo = (role: string) => {
  const app = pg.escapeIdentifier(role);
  return `
    grant usage on schema public to ${app};
    grant select, insert, update, delete on all tables in schema public to ${app};
    grant usage, select on all sequences in schema public to ${app};
    revoke update, delete, truncate on audit_log from ${app};`;
};

async function migrateOn(client: pg.PoolClient | pg.Client): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  try {
    // All of it is one transaction, so that it holds together behind a pooler in transaction mode
    // too (DATABASE_POOLER), where statements outside a transaction may each run on another server
    // connection: a session's lock or setting would stay behind on one of them. A migration may
    // rightly take longer than a request may (DB_STATEMENT_TIMEOUT_MS); the processes starting at
    // once take turns at the lock, which the transaction's end releases.
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // drizzle's migrator opens a transaction of its own: PostgreSQL only warns about a BEGIN
    // inside one, and the migrator's COMMIT (or ROLLBACK) ends ours, lock included.
    await migratePg(drizzle(client), config);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    if ('release' in client) client.release();
  }
}
