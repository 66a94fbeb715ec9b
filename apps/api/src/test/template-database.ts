import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

/**
 * Migrating and seeding a database took 3-4 s of every API test file, most of it the same work
 * each time. It is done once: into an image of the embedded database's data directory (a file
 * under node_modules/.cache), or into a template database on the PostgreSQL server; each test file
 * then gets a copy. Both are named by a hash of what goes into them (the migrations, the starter
 * content and the code that loads it, the embedded database's version), so a change to any of it
 * makes a new one.
 */

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCES = ['apps/api/src/db', 'apps/api/src/modules/libraries', 'packages/contracts/src'];
const CACHE_DIR = join(repo, 'node_modules/.cache/kinetic-test-db');
/** Several runs (and their workers) may build the same template at once: they take turns. */
const TEMPLATE_LOCK = 7248002;

let hash: string | undefined;
export function templateHash(): string {
  if (hash) return hash;
  const digest = createHash('sha256');
  const add = (path: string) => {
    for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const child = join(path, entry.name);
      // The exercise pictures are served from disk, never loaded into a database.
      if (entry.name === 'exercise-pictures') continue;
      if (entry.isDirectory()) add(child);
      else if (!/\.test\.tsx?$/.test(entry.name))
        digest.update(child.slice(repo.length)).update(readFileSync(child));
    }
  };
  for (const source of SOURCES) add(join(repo, source));
  const pglite = JSON.parse(
    readFileSync(join(repo, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  digest.update(String(pglite.version));
  hash = digest.digest('hex').slice(0, 16);
  return hash;
}

/** The embedded database's image: its data directory as an uncompressed tar, made if missing. */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(CACHE_DIR, `pglite-${templateHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await buildPgliteTemplate(file);
  return new Blob([readFileSync(file)]);
}

async function buildPgliteTemplate(file: string): Promise<void> {
  const database = await openDatabase({});
  try {
    await prepareDatabase(database);
    // The backup is the database's own export of its data directory (gzipped): unpacked once
    // here, each copy is read without it.
    const folder = mkdtempSync(join(tmpdir(), 'kinetic-template-'));
    const backup = join(folder, 'template.tar.gz');
    await database.backup(backup);
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(temporary, gunzipSync(readFileSync(backup)));
    rmSync(folder, { recursive: true, force: true });
    // Whole or not at all, for another worker that builds it at the same moment.
    renameSync(temporary, file);
    // Older images go: a run still on one makes it again when it needs another copy.
    for (const old of readdirSync(CACHE_DIR)) {
      if (/^pglite-[0-9a-f]+\.tar$/.test(old) && join(CACHE_DIR, old) !== file) {
        rmSync(join(CACHE_DIR, old), { force: true });
      }
    }
  } finally {
    await database.close();
  }
}

/** The name of the template database on the server at `serverUrl`, made if missing. */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `kinetic_template_${templateHash()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (await exists()) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists()) return name;
      // Built under another name and renamed when done: a half-made template is never copied.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      try {
        await prepareDatabase(database);
      } finally {
        await database.close();
      }
      // Nobody connects to it again: a copy needs it without sessions.
      await admin.query(`alter database ${building} with is_template true allow_connections false`);
      await admin.query(`alter database ${building} rename to ${name}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** Vitest's globalSetup: the template for this run, made once before the test files start. */
export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await pgliteTemplate();
}
