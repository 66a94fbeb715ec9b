import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { loadStarterContent } from './seed/starter.ts';

/** What every database gets before use: the schema, then the starter libraries (once). */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await loadStarterContent(database);
}
