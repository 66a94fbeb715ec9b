import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkObjectsRestorable, restoreObjects } from '../db/object-backup.ts';
import { restoreDatabase } from '../db/restore.ts';
import { loadSettings } from '../env.ts';
import { PRIVATE_UMASK } from '../lib/private-dir.ts';
import { SECRET_KEY_FILE } from '../lib/secret-box.ts';

const USAGE = `Restores a backup made by \`npm run backup\` into an empty database.

  npm run restore -- FILE

With DATABASE_URL set, FILE (a .dump) is restored into that PostgreSQL database, which must be
empty (createdb a new one). Without it, FILE (a .tar.gz) becomes the embedded database in DATA_DIR,
which must be empty or absent. The photos of FILE's <name>.objects.tar, when it is there, go back into
DATA_DIR/objects. Then start the server on it.`;

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(2);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) fail(`give the backup file to restore\n\n${USAGE}`);
  const file = resolve(positionals[0]!);
  const settings = loadSettings();
  process.umask(PRIVATE_UMASK);
  const started = Date.now();
  // Behind a pooler, a restore (one long transaction) goes to PostgreSQL itself when named.
  const direct = settings.db.pooler === 'transaction' ? settings.db.directUrl : undefined;
  const databaseUrl = direct ?? settings.databaseUrl;
  // Checked before anything is restored: a restore never mixes with photos already there.
  const objects = checkObjectsRestorable(settings.dataDir, file);
  await restoreDatabase(file, { databaseUrl, dataDir: settings.dataDir });
  if (objects) {
    await restoreObjects(settings.dataDir, objects);
    console.log(`Restored the photos of ${objects} into ${settings.dataDir}.`);
  }
  const into = databaseUrl
    ? `the PostgreSQL database ${new URL(databaseUrl).pathname.slice(1)}`
    : `the embedded database in ${settings.dataDir}`;
  console.log(
    `Restored ${file} into ${into} (${((Date.now() - started) / 1000).toFixed(1)} s). Start the server on it.`,
  );
  if (!settings.mfa.secretKey && !existsSync(join(settings.dataDir, SECRET_KEY_FILE))) {
    console.log(
      `Before starting it, put the old ${SECRET_KEY_FILE} into ${settings.dataDir} (or set MFA_SECRET_KEY as before): two-step sign-in secrets are encrypted with it.`,
    );
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
