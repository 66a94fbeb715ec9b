import { setFlagsFromString } from 'node:v8';
import { openDatabase, type Database } from './db/client.ts';
import { auditLogOwnerWarning } from './db/audit-log-owner.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { loadSettings, SettingsError, type Settings } from './env.ts';
import { createObjectStorage } from './lib/object-storage/index.ts';
import { makePrivate, PRIVATE_UMASK } from './lib/private-dir.ts';

// Under load almost everything a request allocates is garbage once it is answered, but with 50
// requests in flight much of it outlives a young-generation collection and is moved to the old
// generation. V8 then lets the old generation grow to about four times what survived the last full
// collection before collecting again: about 35 MB survive here, so the heap reached 140-180 MB of
// which 100 MB and more was garbage, and the process's peak resident memory 250-300 MB. Growing by
// 50% instead keeps the peak under 200 MB; full collections of 35 MB take a few milliseconds each,
// mostly marked incrementally between requests. The flag is read at each collection, so setting it
// here, before any request, works without a command-line option.
setFlagsFromString('--heap-growing-percent=50');

/** The demo, with its progress photos in the object storage the app will use. */
async function seedDemoWithPhotos(database: Database, settings: Settings): Promise<boolean> {
  const objects = createObjectStorage(settings.objectStorage, settings.dataDir);
  try {
    return await seedDemo(database, objects);
  } finally {
    objects.close();
  }
}

async function main() {
  const settings = loadSettings();
  // Everything this process writes (database files, the mail outbox) is for its own user only.
  process.umask(PRIVATE_UMASK);
  makePrivate(settings.dataDir);
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    dataDir: settings.dataDir,
    ...settings.db,
  });
  await prepareDatabase(database, settings.db.migrationUrl);
  const demoCreated = settings.demo && (await seedDemoWithPhotos(database, settings));

  const app = await buildApp({ settings, database });
  const auditWarning = await auditLogOwnerWarning(database);
  if (auditWarning) app.log.warn(auditWarning);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    // close() stops accepting connections and waits for the requests in flight.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: settings.port, host: settings.host });
  app.log.info(
    `${settings.appName} is ready at ${settings.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${settings.dataDir}` : 'PostgreSQL'}${settings.redis ? ', limits counted in Redis' : ''}${settings.demo ? `, demo${demoCreated ? ' created' : ''}` : ''})`,
  );
}

/** The error and what caused it, e.g. no connection, and why the database or a pooler refused it. */
function reasons(error: unknown): string {
  const messages: string[] = [];
  for (let e = error; messages.length < 5; e = e.cause) {
    if (!(e instanceof Error)) {
      if (e !== undefined) messages.push(JSON.stringify(e));
      break;
    }
    messages.push(e.message);
  }
  return messages.join(': ');
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) console.error(error.message);
  else console.error('The server could not start:', reasons(error));
  process.exit(1);
});
