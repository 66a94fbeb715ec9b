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
    // A migration may rightly take longer than a request may (DB_STATEMENT_TIMEOUT_MS); this
    // connection is closed afterwards rather than going back to the pool without the limit.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release(true);
  }
}
