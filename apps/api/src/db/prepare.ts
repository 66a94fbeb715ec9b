import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { loadStarterContent } from './seed/starter.ts';

/**
 * What every database gets before use: the schema (migrated as `ownerUrl`'s role when given, see
 * runMigrations), then the starter libraries (once).
 */
export async function prepareDatabase(database: Database, ownerUrl?: string): Promise<void> {
  await runMigrations(database, ownerUrl);
  await loadStarterContent(database);
}
