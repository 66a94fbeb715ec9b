import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIntegrity, type RunSql } from './test/db-integrity.ts';
import { call, register } from './test/process-calls.ts';
import { afterFile, serverFiles } from './test/process-suite.ts';
import { freePort, runCli, startServer } from './test/server-process.ts';

// An operator's backup while the app is written to, then a restore into an empty database: every
// write answered before the backup was asked for is in the restored database, which checks out
// and serves. On the embedded database (the server takes the backup when `npm run backup` asks it)
// or, with DATABASE_URL, on PostgreSQL (pg_dump, pg_restore into a new database).
const serverUrl = process.env.DATABASE_URL;
const CLIENTS = 3;

const apiFiles = serverFiles('kinetic-backup-');
const { add: cleanup, tempDir } = afterFile();
beforeAll(() => apiFiles.prepare());

/** Where the server keeps its data, and the empty place a restore goes to. */
interface Store {
  env: Record<string, string>;
  /** Settings naming an empty target for the restore. */
  emptyTarget(): Promise<Record<string, string>>;
  /** Runs SQL on the restored database (amcheck created), then closes it. */
  open<T>(env: Record<string, string>, work: (run: RunSql) => Promise<T>): Promise<T>;
}

function embeddedStore(): Store {
  return {
    env: { DATA_DIR: tempDir('kinetic-backup-data-') },
    // An absent directory, as on a new disk.
    emptyTarget: async () => ({ DATA_DIR: join(tempDir('kinetic-backup-restored-'), 'data') }),
    async open(env, work) {
      const client = new PGlite(join(env.DATA_DIR!, 'pgdata'), { extensions: { pg_trgm, amcheck } });
      try {
        await client.exec('create extension if not exists amcheck');
        return await work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
      } finally {
        await client.close();
      }
    },
  };
}

async function postgresStore(server: string): Promise<Store> {
  const prefix = `kinetic_backup_${randomBytes(4).toString('hex')}`;
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const created: string[] = [];
  let targets = 0;
  cleanup(async () => {
    for (const name of created.reverse()) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const create = async (name: string) => {
    await admin.query(`create database ${name}`);
    created.push(name);
    return { DATABASE_URL: urlOf(name) };
  };
  return {
    // A DATA_DIR of its own all the same: the server keeps its key there (secret.key).
    env: { ...(await create(`${prefix}_live`)), DATA_DIR: tempDir('kinetic-backup-data-') },
    emptyTarget: () => create(`${prefix}_restored_${++targets}`),
    async open(env, work) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        await client.query('create extension if not exists amcheck');
        return await work(async (text) => (await client.query(text)).rows);
      } finally {
        await client.end();
      }
    },
  };
}

describe('backups', () => {
  it(`restores every write answered before the backup (${serverUrl ? 'PostgreSQL' : 'embedded database'})`, async () => {
    const started = Date.now();
    const store = serverUrl ? await postgresStore(serverUrl) : embeddedStore();
    const backupDir = tempDir('kinetic-backups-');
    const serverEnv = {
      ...store.env,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      USER_WRITES_PER_MINUTE: '1000000',
      USER_LIST_READS_PER_MINUTE: '1000000',
      REGISTRATIONS_PER_ADDRESS: '1000',
    };
    let server = startServer(apiFiles.bundle(), await freePort(), serverEnv);
    cleanup(() => server.kill());
    await server.ready();
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => register(server)));

    // Each client logs measurements, one after the other, as fast as answered.
    const acknowledged: string[] = [];
    const unexpected: string[] = [];
    let refused = 0;
    let writing = true;
    const today = new Date().toISOString().slice(0, 10);
    const writers = clients.map(async (client, c) => {
      for (let n = 0; writing; n++) {
        const res = await call(server, 'POST', '/api/progress', {
          token: client.token,
          body: { type: 'Body weight', value: 60 + (n % 50), unit: 'kg', date: today, notes: `w${c}-${n}` },
        });
        if (res.status === 201) acknowledged.push(res.body.entry.id as string);
        // A write that waited past DB_WAIT_TIMEOUT_MS behind the backup is refused, never lost.
        else if (res.status === 503) refused++;
        else unexpected.push(`${res.status} ${JSON.stringify(res.body)}`);
      }
    });
    while (acknowledged.length < 30) await sleep(10);

    const before = [...acknowledged];
    const backup = await runCli(apiFiles.bundle().cli.backup, [], { ...store.env, BACKUP_DIR: backupDir });
    const during = acknowledged.length - before.length;
    await sleep(300);
    writing = false;
    await Promise.all(writers);
    await server.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(backup.out).toMatch(/^Backup written: /);
    expect(backup.code).toBe(0);
    const files = readdirSync(backupDir);
    expect(files).toEqual([expect.stringMatching(/^kinetic-\d{8}T\d{6}Z\.(dump|tar\.gz)$/)]);
    const file = join(backupDir, files[0]!);

    const target = await store.emptyTarget();
    const restore = await runCli(apiFiles.bundle().cli.restore, [file], target);
    expect(restore.out).toMatch(/^Restored /);
    expect(restore.code).toBe(0);

    // Never over data: a second restore into the restored database is refused, and so is a file
    // that is not there.
    const again = await runCli(apiFiles.bundle().cli.restore, [file], target);
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/is not empty/);
    const missing = await runCli(
      apiFiles.bundle().cli.restore,
      [join(backupDir, 'none.dump')],
      await store.emptyTarget(),
    );
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/No backup at/);

    const { restoredIds, problems, rows } = await store.open(target, async (run) => {
      const { problems, rows } = await checkIntegrity(run);
      const restoredIds = new Set((await run('select id from progress_entries')).map((r) => String(r.id)));
      return { restoredIds, problems, rows };
    });
    const lost = before.filter((id) => !restoredIds.has(id));
    // And nothing that was never answered as written.
    const answered = new Set(acknowledged);
    const unknown = [...restoredIds].filter((id) => !answered.has(id));

    server = startServer(apiFiles.bundle(), await freePort(), { ...serverEnv, ...target });
    await server.ready();
    const signIn = await call(server, 'POST', '/api/auth/login', {
      body: { email: clients[0]!.email, password: clients[0]!.password },
    });
    expect(signIn.status).toBe(200);
    const listed = await call(server, 'GET', '/api/progress?limit=1', { token: signIn.body.token });
    expect(listed.status).toBe(200);

    console.log(
      `backups: ${JSON.stringify({
        database: serverUrl ? 'PostgreSQL' : 'embedded (PGlite)',
        answeredBeforeBackup: before.length,
        answeredWhileBackingUp: during,
        answeredInAll: acknowledged.length,
        refusedBusy: refused,
        restoredEntries: restoredIds.size,
        rowsReadBack: rows,
        seconds: Math.round((Date.now() - started) / 1000),
      })}\n${backup.out}${restore.out}`,
    );
    expect(unexpected).toEqual([]);
    expect(problems).toEqual([]);
    expect(lost).toEqual([]);
    expect(unknown).toEqual([]);
    // The writers went on while the backup was taken.
    expect(during).toBeGreaterThan(0);
  }, 300_000);
});
