import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { serverAdmin } from './process-people.ts';
import { bundleServer, type ServerBundle } from './server-process.ts';

// What the tests that start the API in processes of its own share. Each helper registers its
// afterAll when the test file is read, before the file's own: vitest runs afterAll hooks last
// registered first, so the file stops its processes before their bundle, folder or database goes.

/** The PostgreSQL server those tests make their databases on, whichever database the rest of the run uses. */
export const RESILIENCE_SERVER_URL =
  process.env.RESILIENCE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The migrations a new database is given. */
export const MIGRATIONS = readdirSync(new URL('../db/migrations', import.meta.url)).filter((f) =>
  f.endsWith('.sql'),
);

/** What is to be undone after the test file's tests: undone the last first. */
export function afterFile() {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const add = (cleanup: () => Promise<void> | void) => {
    cleanups.push(cleanup);
  };
  return {
    add,
    /** A new folder (named from `prefix`), removed after the file's tests. */
    tempDir: (prefix: string) => {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      add(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
  };
}

/**
 * The bundled server a test file's processes run (made by `prepare()`), and the folder they keep
 * their data in (named from `dataPrefix`, made when `env()` is first asked for): both removed
 * after the file's tests.
 */
export function serverFiles(dataPrefix: string) {
  let bundle: ServerBundle | undefined;
  let dataDir: string | undefined;
  afterAll(() => {
    bundle?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    async prepare() {
      bundle ??= await bundleServer();
    },
    bundle: () => {
      if (!bundle) throw new Error('serverFiles: prepare() first');
      return bundle;
    },
    /** The settings every process of the test starts with: its data folder, no demo, warnings logged. */
    env: () => ({
      DATA_DIR: (dataDir ??= mkdtempSync(join(tmpdir(), dataPrefix))),
      DEMO: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://kinetic.test',
    }),
  };
}

/**
 * A new database of the test file's own on the PostgreSQL server (named from `prefix`): made by
 * `create()`, dropped after the file's tests, with whatever connections are left on it.
 */
export function ownDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = serverAdmin(RESILIENCE_SERVER_URL);
  let created = false;
  afterAll(async () => {
    if (created) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });
  const url = new URL(RESILIENCE_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    /** Runs work on the server, or with `database`, on one of its databases. */
    admin,
    url: url.toString(),
    async create() {
      await admin((c) => c.query(`create database ${name}`));
      created = true;
    },
    /** How many migrations were applied to the database. */
    appliedMigrations: async () =>
      (
        await admin(
          (c) => c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
          name,
        )
      ).rows[0]!.n,
    /** The first approved library exercise, there once the first process has started. */
    firstExercise: async () =>
      (
        await admin(
          (c) =>
            c.query<{ id: string; name: string }>(
              'select id, name from library_exercises where approved order by name limit 1',
            ),
          name,
        )
      ).rows[0]!,
  };
}
