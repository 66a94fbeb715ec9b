import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { makePrivate } from '../lib/private-dir.ts';
import { answerBackupRequests } from './backup-requests.ts';
import { dumpPostgres, writeComplete } from './backup.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { LendingPool } from './lending-pool.ts';
import { PipelinedReads } from './pipelined-reads.ts';
import { ReplicaReads } from './replica-reads.ts';
import { checkServerStatementTimeout, UnnamedStatementsClient } from './transaction-pooler.ts';
import { createTurns } from './turns.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /**
   * For the hot one-statement reads that take no locks (the session checks and the reads built
   * around them): on PostgreSQL a few connections in pipeline mode (PipelinedReads), on the
   * embedded database the same as `db`. Never for a transaction or a write.
   */
  reads: Db;
  /**
   * With a read replica (DATABASE_READ_URL): the switch that sends some of `reads` to it, and the
   * fences that keep a caller's reads on the primary after their writes.
   */
  replica?: ReplicaReads;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL pool, when on a server. */
  pool?: pg.Pool;
  /**
   * The server's URL, for connections of their own (the live events' LISTEN); behind a pooler in
   * transaction mode, the server itself (DATABASE_DIRECT_URL), or none.
   */
  url?: string;
  /**
   * Runs `select 1` without queueing behind the requests (its own connection on PostgreSQL);
   * throws when the database does not answer.
   */
  ping(): Promise<void>;
  /**
   * Writes a consistent copy of the whole database to `target` (a new file) while the app goes
   * on: pg_dump on PostgreSQL, the embedded database's own export of its data directory.
   */
  backup(target: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, PGlite runs in this process. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory; undefined keeps the embedded database in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL connections of this process's pool, for writes and transactions (DB_POOL_SIZE). */
  poolSize?: number;
  /** PostgreSQL connections in pipeline mode for the hot reads (DB_READ_CONNECTIONS). */
  readConnections?: number;
  /**
   * A read replica of `databaseUrl` (DATABASE_READ_URL): as many pipelined connections again, for
   * the hot reads that may lag.
   */
  readUrl?: string | undefined;
  /**
   * How long a query may wait for its turn: a free pool connection on PostgreSQL, the single
   * connection of the embedded database (DB_WAIT_TIMEOUT_MS). Past it, the query fails and the
   * request is answered 503.
   */
  waitTimeoutMs?: number;
  /** PostgreSQL's statement_timeout for this process's queries, 0 for none (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /**
   * 'transaction': `databaseUrl` is a pooler in transaction mode (PgBouncer), where consecutive
   * transactions may run on different server connections: statements sent through it go unnamed,
   * and no setting is sent when a connection to it starts (the server's own settings carry them).
   */
  pooler?: 'none' | 'transaction';
  /**
   * Behind a pooler: PostgreSQL itself (DATABASE_DIRECT_URL), for the hot reads' pipelined
   * connections (with their named statements), LISTEN and pg_dump.
   */
  directUrl?: string | undefined;
  /**
   * The embedded database only: a new data directory is made from this backup (a restore), or the
   * in-memory database starts as a copy of it (the tests' migrated template).
   */
  restoreFrom?: Blob;
}

export const DB_DEFAULTS = {
  poolSize: 10,
  readConnections: 2,
  waitTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
};

/**
 * How long a backup of the embedded database waits for its turn: longer than a request, since an
 * operator asked for it and a busy minute is no reason to give up.
 */
const BACKUP_TURN_WAIT_MS = 60_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const waitTimeoutMs = options.waitTimeoutMs ?? DB_DEFAULTS.waitTimeoutMs;
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs ?? DB_DEFAULTS.statementTimeoutMs;
    const pooled = options.pooler === 'transaction';
    // Behind a pooler, the hot reads keep their named statements on PostgreSQL itself when the
    // settings name it: unnamed, each read is planned again, which costs PostgreSQL several times
    // the CPU (docs/decisions/0020-pgbouncer-transaction-pooling.md), and these few pipelined
    // connections already serve every request of the process.
    const readsUrl = pooled ? (options.directUrl ?? options.databaseUrl) : options.databaseUrl;
    const readsPooled = pooled && !options.directUrl;
    // Settings sent when a connection starts; a pooler refuses them (its server connections serve
    // every client), and the server's own settings must then carry them (checked below).
    const startup = <T>(throughPooler: boolean, settings: T) => (throughPooler ? {} : settings);
    const timeout = statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {};
    const unnamed = (throughPooler: boolean) => (throughPooler ? { Client: UnnamedStatementsClient } : {});
    const pool = new LendingPool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? DB_DEFAULTS.poolSize,
      // Waiting for a free connection (or a new one) ends in an error, answered 503.
      connectionTimeoutMillis: waitTimeoutMs,
      // No JIT for the writes either: they touch few rows, but a plan copied by the database (its
      // JSON rebuilt with jsonb_array_elements, estimated at 100 rows a level) is estimated far
      // above jit_above_cost, and compiling it took 280 ms of a 10 ms statement.
      ...startup(pooled, { ...timeout, options: '-c jit=off' }),
      ...unnamed(pooled),
    });
    // A connection that dies while idle must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Health checks have a connection of their own: a pool taken by slow requests does not make
    // the database look down, and the check never waits behind them.
    let healthPool: pg.Pool | undefined;
    const health = () => {
      if (!healthPool) {
        healthPool = new pg.Pool({
          connectionString: options.databaseUrl,
          max: 1,
          idleTimeoutMillis: 0,
          connectionTimeoutMillis: Math.min(waitTimeoutMs, 2_000),
          // Behind a pooler the check stops waiting after 2 s all the same, on this side.
          ...(pooled ? { query_timeout: 2_000 } : { statement_timeout: 2_000 }),
        });
        healthPool.on('error', () => {});
      }
      return healthPool;
    };
    // The replica (DATABASE_READ_URL) is a PostgreSQL server of its own, not behind the pooler.
    const pipelinedTo = (connectionString: string, throughPooler: boolean) =>
      new PipelinedReads({
        connection: {
          connectionString,
          ...startup(throughPooler, {
            ...timeout,
            // Each hot read touches a few rows by index, but a client's workout (its plan rebuilt
            // with each exercise's previous performance) is estimated far above jit_above_cost, for
            // JSON functions of 100 rows each: compiling it cost 15 ms of a read that takes under 1 ms.
            options: '-c jit=off',
          }),
        },
        ...unnamed(throughPooler),
        size: options.readConnections ?? DB_DEFAULTS.readConnections,
        waitTimeoutMs,
        statementTimeoutMs,
      });
    const pipelined = pipelinedTo(readsUrl, readsPooled);
    const replica = options.readUrl
      ? new ReplicaReads({ primary: pipelined, replica: pipelinedTo(options.readUrl, false) })
      : undefined;
    if (pooled) {
      try {
        await checkServerStatementTimeout(pool, statementTimeoutMs);
      } catch (error) {
        await Promise.all([pool.end(), (replica ?? pipelined).end()]);
        throw error;
      }
    }
    // Both drivers' databases are used through one type (`Db`); drizzle types each by its driver's
    // result, which the repositories do not depend on, so the casts only forget the driver.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // drizzle calls query(config, values) on what it is given, as on a node-postgres Client: all of
    // a Client that PipelinedReads offers, hence the cast.
    const reads = drizzlePg((replica ?? pipelined) as unknown as pg.Client, { schema }) as unknown as Db;
    return {
      db,
      reads,
      ...(replica ? { replica } : {}),
      kind: 'postgres',
      pool,
      url: pooled ? options.directUrl : options.databaseUrl,
      ping: async () => {
        await health().query('select 1');
      },
      // A dump is one long transaction: through a pooler it would hold one of its few server
      // connections, away from the requests, for its whole length.
      backup: (target) => dumpPostgres((pooled && options.directUrl) || options.databaseUrl!, target),
      close: async () => {
        await Promise.all([pool.end(), (replica ?? pipelined).end(), healthPool?.end()]);
      },
    };
  }

  let releaseLock = () => {};
  let backupRequests: ReturnType<typeof answerBackupRequests> | undefined;
  let client: PGlite;
  if (options.dataDir) {
    makePrivate(options.dataDir);
    // Whoever holds the lock answers `npm run backup`: ready for its signal before taking it.
    backupRequests = answerBackupRequests(options.dataDir);
    try {
      releaseLock = acquireDataDirLock(options.dataDir);
    } catch (error) {
      await backupRequests.stop();
      throw error;
    }
    client = new PGlite(`${options.dataDir}/pgdata`, {
      extensions: { pg_trgm },
      ...(options.restoreFrom ? { loadDataDir: options.restoreFrom } : {}),
    });
  } else {
    client = new PGlite({
      extensions: { pg_trgm },
      ...(options.restoreFrom ? { loadDataDir: options.restoreFrom } : {}),
    });
  }
  await client.waitReady;
  // A new database is unpacked with files any user may read and write, and opening one rewrites
  // some files readable by all: make them private again.
  if (options.dataDir) makePrivate(options.dataDir);
  // The embedded database runs one statement or transaction at a time: callers queue for their
  // turn, and one that cannot have it within the wait limit fails (503) instead of hanging.
  const turns = createTurns();
  const queued = new Proxy(client, {
    get(target, property) {
      if (property === 'query' || property === 'exec' || property === 'transaction') {
        const method = target[property].bind(target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => turns.run(() => method(...args), waitTimeoutMs);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  // As on PostgreSQL: the cast only forgets the driver behind `Db`.
  const db = drizzlePglite(queued, { schema }) as unknown as Db;
  const backup = async (target: string) => {
    await writeComplete(target, async (temporary) => {
      // In a turn of its own, so that no transaction of the app is open while it is taken; the
      // requests wait meanwhile, so it is taken uncompressed (half the time) and gzipped after.
      // The checkpoint first writes every changed page to the files: the export is then a clean
      // image, not one that needs the log replayed when it is opened.
      const archive = await turns.run(async () => {
        await client.exec('checkpoint');
        return client.dumpDataDir('none');
      }, BACKUP_TURN_WAIT_MS);
      await pipeline(Readable.from(archive.stream()), createGzip(), createWriteStream(temporary));
    });
  };
  backupRequests?.serve(backup);
  return {
    db,
    reads: db,
    kind: 'pglite',
    ping: async () => {
      // In this process, a database busy with requests is a database that answers: the check
      // does not queue behind them.
      if (turns.busy) return;
      await queued.query('select 1');
    },
    backup,
    close: async () => {
      await backupRequests?.stop();
      await client.close();
      releaseLock();
    },
  };
}
