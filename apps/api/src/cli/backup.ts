import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, prepareBackupFolder } from '../db/backup.ts';
import { requestBackup } from '../db/backup-requests.ts';
import { backupObjects } from '../db/object-backup.ts';
import { openDatabase } from '../db/client.ts';
import { lockOwner } from '../db/data-dir-lock.ts';
import { loadSettings } from '../env.ts';
import { PRIVATE_UMASK } from '../lib/private-dir.ts';
import { SECRET_KEY_FILE } from '../lib/secret-box.ts';

const USAGE = `Writes a consistent copy of the whole database (DATABASE_URL, else the embedded one in
DATA_DIR) while the app runs.

  npm run backup [-- --out FILE] [--timeout SECONDS]

Without --out, the file is BACKUP_DIR/kinetic-<UTC time>.dump (PostgreSQL, pg_dump) or .tar.gz
(embedded database); the photos kept under DATA_DIR go beside it in <name>.objects.tar. When a server has the embedded database open, it takes the backup itself;
--timeout bounds the wait for it (default 600).`;

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(2);
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, timeout: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const timeoutSeconds = Number(values.timeout ?? 600);
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1)
    fail('--timeout: give whole seconds, 1 or more');
  const settings = loadSettings();
  process.umask(PRIVATE_UMASK);
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  const target = values.out
    ? resolve(values.out)
    : join(settings.backupDir, backupFileName(kind, new Date()));
  const started = Date.now();

  // Before anything else, and before asking a running server to write there.
  prepareBackupFolder(dirname(target));
  const owner = kind === 'pglite' ? lockOwner(settings.dataDir) : undefined;
  if (owner) {
    await requestBackup(settings.dataDir, owner, target, timeoutSeconds * 1000);
  } else {
    if (kind === 'pglite' && !existsSync(join(settings.dataDir, 'pgdata'))) {
      fail(`there is no embedded database in DATA_DIR ${settings.dataDir}`);
    }
    const database = await openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      ...settings.db,
    });
    try {
      await database.backup(target);
    } finally {
      await database.close();
    }
  }
  // After the database: a photo saved meanwhile is at worst a file no row names (never the reverse
  // for a photo added; one deleted meanwhile may be missing, and then answers 404).
  const objects =
    settings.objectStorage.kind === 'files' ? await backupObjects(settings.dataDir, target) : undefined;
  if (objects)
    console.log(
      `Photos written: ${objects} (${(statSync(objects).size / 1e6).toFixed(1)} MB): keep it with the backup.`,
    );
  const megabytes = (statSync(target).size / 1e6).toFixed(1);
  console.log(
    `Backup written: ${target} (${megabytes} MB, ${((Date.now() - started) / 1000).toFixed(1)} s${owner ? `, by the server, process ${owner}` : ''}). Copy it off this machine.`,
  );
  // The two-step sign-in secrets in the database are encrypted with this key: a backup without it
  // restores them unreadable. Kept apart from the backups on purpose (a stolen backup alone does
  // not reveal them), so the operator is told rather than the key copied in.
  if (!settings.mfa.secretKey && existsSync(join(settings.dataDir, SECRET_KEY_FILE))) {
    console.log(
      `Keep a copy of ${join(settings.dataDir, SECRET_KEY_FILE)} too, apart from the backups (or set MFA_SECRET_KEY): two-step sign-in needs it after a restore.`,
    );
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
