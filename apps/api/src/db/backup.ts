import { spawn } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-dir.ts';

/**
 * Backups of the whole database and their restore. On PostgreSQL, the server's own tools
 * (pg_dump's custom format, pg_restore); on the embedded database, PGlite's export of its data
 * directory (a gzipped tar), taken in the process that has it open (see client.ts).
 */

export class BackupError extends Error {}

/** `kinetic-20261124T093429Z.dump` (PostgreSQL) or `.tar.gz` (embedded): sorts by time. */
export function backupFileName(kind: 'pglite' | 'postgres', at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `kinetic-${stamp}${kind === 'postgres' ? '.dump' : '.tar.gz'}`;
}

/**
 * Writes `target` through `write(temporary)`: the file appears under its name only once complete
 * and flushed to the disk, so a backup cut short (a crash, a full disk) never looks like one.
 */
export async function writeComplete(target: string, write: (temporary: string) => Promise<void>) {
  if (existsSync(target)) throw new BackupError(`${target} already exists: choose another name.`);
  prepareBackupFolder(dirname(target));
  const temporary = `${target}.tmp`;
  rmSync(temporary, { force: true });
  try {
    await write(temporary);
    // It holds password hashes and health data: its owner's only, whatever the umask.
    chmodSync(temporary, PRIVATE_FILE_MODE);
    syncPath(temporary);
    renameSync(temporary, target);
    syncPath(dirname(target));
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Creates the backup folder private (0700) when it is missing, and refuses (BackupError) one that
 * other users may write in: any user (the world-writable bit, sticky or not), or the group of a
 * folder that belongs to another user. Whoever may create files there can plant a link under the
 * name the backup writes through, or swap a finished backup for one of their own, and a backup
 * holds password hashes and health data. A group-writable folder of the user's own is their choice.
 */
export function prepareBackupFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const stat = statSync(dir);
  const uid = process.getuid?.();
  const reason =
    stat.mode & 0o002
      ? 'any user may write in it'
      : stat.mode & 0o020 && uid !== undefined && stat.uid !== uid
        ? `it belongs to another user (uid ${stat.uid}) and their group may write in it`
        : undefined;
  if (reason)
    throw new BackupError(
      `The backup folder ${dir} is not private: ${reason}. Set BACKUP_DIR (or --out) to a folder only you can write in (chmod 700), or to a new path for backup to create.`,
    );
}

function syncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a file (fewer if it is shorter); a clear error when it cannot be read. */
function fileStart(file: string, length: number): Buffer {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT' ? `No backup at ${file}.` : `Cannot read the backup ${file} (${code}).`,
    );
  }
  try {
    const buffer = Buffer.alloc(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, 0));
  } finally {
    closeSync(fd);
  }
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PG_DUMP_MAGIC = Buffer.from('PGDMP');

/** Checks that `file` is a backup of this kind of database, before anything is changed. */
export function checkBackupFile(file: string, kind: 'pglite' | 'postgres') {
  const start = fileStart(file, 5);
  const isDump = start.subarray(0, 5).equals(PG_DUMP_MAGIC);
  const isArchive = start.subarray(0, 2).equals(GZIP_MAGIC);
  if (kind === 'postgres' && !isDump) {
    throw new BackupError(
      isArchive
        ? `${file} is a backup of the embedded database: restore it without DATABASE_URL (into DATA_DIR).`
        : `${file} is not a PostgreSQL backup (pg_dump custom format).`,
    );
  }
  if (kind === 'pglite' && !isArchive) {
    throw new BackupError(
      isDump
        ? `${file} is a PostgreSQL backup: restore it with DATABASE_URL set to an empty database.`
        : `${file} is not a backup of the embedded database (a .tar.gz).`,
    );
  }
}

/** Refuses a data directory that holds anything: a restore never mixes with or replaces data. */
export function checkEmptyDataDir(dataDir: string) {
  const entries = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (entries.length > 0) {
    throw new BackupError(
      `DATA_DIR ${dataDir} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', ...' : ''}): restore into an empty or absent directory, then point DATA_DIR at it.`,
    );
  }
}

/** A PostgreSQL tool's major version, from `pg_dump --version` ("pg_dump (PostgreSQL) 15.20 ..."). */
async function toolMajor(tool: string): Promise<number> {
  const { stdout } = await run(tool, ['--version'], {});
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1]);
  if (!major) throw new BackupError(`Could not read the version of ${tool}: ${stdout.trim()}`);
  return major;
}

/** The URL without its password, and the environment that gives the password to the tools. */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  // A password in the arguments could be read by any user of the machine (ps).
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * Refuses a tool older than the server: pg_dump would refuse the server, pg_restore may not read
 * what a newer pg_dump wrote.
 */
async function checkToolVersion(tool: string, major: number, client: pg.Client) {
  const serverMajor = Math.floor(
    Number((await client.query<{ v: string }>('show server_version_num')).rows[0]!.v) / 10_000,
  );
  if (major < serverMajor) {
    throw new BackupError(
      `${tool} is version ${major}, older than the PostgreSQL server (${serverMajor}): install postgresql-client-${serverMajor} (or newer) and put its ${tool} on PATH.`,
    );
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump of the whole database in its custom format: one consistent snapshot (a repeatable-read
 * transaction) taken while the app goes on writing.
 */
export async function dumpPostgres(url: string, target: string) {
  const major = await toolMajor('pg_dump');
  await withClient(url, (client) => checkToolVersion('pg_dump', major, client));
  const { dbname, env } = connection(url);
  await writeComplete(target, async (temporary) => {
    await run('pg_dump', ['--format=custom', `--file=${temporary}`, `--dbname=${dbname}`], env);
  });
}

/**
 * Restores a pg_dump backup into the database at `url`, which must be empty: one transaction, so
 * a restore that fails leaves the database as empty as it was.
 */
export async function restorePostgres(file: string, url: string) {
  checkBackupFile(file, 'postgres');
  const major = await toolMajor('pg_restore');
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
       union all select 'extension ' || extname from pg_extension where extname <> 'plpgsql'
       limit 3`,
    );
    if (rows.length > 0) {
      throw new BackupError(
        `The database ${client.database} is not empty (${rows.map((r) => r.name).join(', ')}): restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
      );
    }
    await checkToolVersion('pg_restore', major, client);
  });
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file],
    env,
  );
}

/** Runs a PostgreSQL tool; fails with its own message, or a clear one when it is not installed. */
function run(tool: string, args: string[], env: Record<string, string>) {
  return new Promise<{ stdout: string }>((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-8_192)));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found on PATH: install the PostgreSQL client tools (Debian: apt-get install postgresql-client) of the server's version or newer.`,
            )
          : error,
      ),
    );
    child.once('close', (code) => {
      if (code === 0) resolve({ stdout });
      else reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`));
    });
  });
}
