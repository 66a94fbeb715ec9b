import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Database } from './client.ts';

const MIGRATION_LOCK = 7248001;

/** Applies the pending migrations. Several processes may start at once: they take turns. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (!database.pool) {
    // `Db` forgets its driver (db/client.ts); without a pool it is the embedded one.
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const client = await database.pool.connect();
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
    client.release();
  }
}
