import { readFile } from 'node:fs/promises';
import { checkBackupFile, checkEmptyDataDir, restorePostgres } from './backup.ts';
import { openDatabase } from './client.ts';

/**
 * Brings a backup back into an empty database: the PostgreSQL database at `databaseUrl` when given,
 * else a new embedded database in `dataDir`. Refuses (BackupError) a target holding anything, and a
 * file that is not a backup of that kind, before changing anything. The server then starts on it
 * as on any database (its migrations run).
 */
export async function restoreDatabase(
  file: string,
  target: { databaseUrl?: string | undefined; dataDir: string },
): Promise<void> {
  if (target.databaseUrl) {
    await restorePostgres(file, target.databaseUrl);
    return;
  }
  checkBackupFile(file, 'pglite');
  checkEmptyDataDir(target.dataDir);
  const database = await openDatabase({
    dataDir: target.dataDir,
    restoreFrom: new Blob([await readFile(file)]),
  });
  await database.close();
}
