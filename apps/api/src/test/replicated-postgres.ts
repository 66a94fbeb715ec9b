import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL 15 cluster of this test's own, run by the `postgres` user. */
export interface Cluster {
  url: string;
  port: number;
  dir: string;
  /** One statement on a connection of its own. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Stops the server at once, as a crash would. */
  stop(): Promise<void>;
  /** Starts it again (after `stop`). */
  start(): Promise<void>;
}

export interface ReplicatedPostgres {
  primary: Cluster;
  replica: Cluster;
  /** Stops both clusters (at once, they are thrown away) and deletes their files. */
  remove(): Promise<void>;
}

/** A command as the `postgres` user: PostgreSQL refuses to run as root. */
const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { timeout: 120_000 });

function cluster(dir: string, port: number, socketDir: string): Cluster {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    dir,
    async query(text, values) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async stop() {
      await asPostgres('pg_ctl', ['stop', '-D', dir, '-m', 'immediate', '-w']).catch(() => {});
    },
    start: () => start(dir, port, socketDir),
  };
}

/** Starts a cluster; its socket lives beside the data, away from the shared server's. */
async function start(dir: string, port: number, socketDir: string) {
  await asPostgres('pg_ctl', [
    'start',
    '-D',
    dir,
    '-w',
    '-t',
    '60',
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`,
  ]);
}

/**
 * A primary and a hot-standby replica fed by streaming replication from it, on free ports, in a
 * new temporary folder. Needs root (to run PostgreSQL as `postgres`) and Debian's PostgreSQL 15.
 */
export async function startReplicatedPostgres(): Promise<ReplicatedPostgres> {
  const root = mkdtempSync(join(tmpdir(), 'kinetic-replica-'));
  const { uid, gid } = await postgresIds();
  chownSync(root, uid, gid);
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const stops: (() => Promise<void>)[] = [];
  const remove = async () => {
    await Promise.all(stops.map((stop) => stop()));
    rmSync(root, { recursive: true, force: true });
  };
  try {
    await asPostgres('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        // Throwaway clusters on a shared machine: small, and no waiting for the disk.
        'fsync = off',
        'shared_buffers = 16MB',
        'max_connections = 40',
        '',
      ].join('\n'),
    );
    appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    const primary = cluster(primaryDir, primaryPort, root);
    stops.push(() => primary.stop());
    await primary.start();

    // -R: the copy starts as a standby that streams from the primary (standby.signal, primary_conninfo).
    await asPostgres('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    const replica = cluster(replicaDir, replicaPort, root);
    stops.push(() => replica.stop());
    await replica.start();
    return { primary, replica, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Until the replica has replayed everything the primary had written when this was called. */
export async function caughtUp({ primary, replica }: ReplicatedPostgres, timeoutMs = 30_000) {
  const { rows } = await primary.query<{ at: string }>('select pg_current_wal_insert_lsn()::text as at');
  const end = Date.now() + timeoutMs;
  for (;;) {
    const done = await replica.query<{ done: boolean }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
      [rows[0]!.at],
    );
    if (done.rows[0]!.done) return;
    if (Date.now() > end) throw new Error('The replica did not catch up in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
