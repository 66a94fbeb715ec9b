import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';
import { loadSettings, SettingsError } from './env.ts';
import { makePrivate, PRIVATE_UMASK } from './lib/private-dir.ts';

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
  await prepareDatabase(database);
  const demoCreated = settings.demo && (await seedDemo(database));

  const app = await buildApp({ settings, database });
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
