import type { Writable } from 'node:stream';
import pg from 'pg';
import { DatabaseBusyError, endsConnection } from './errors.ts';

export interface PipelinedReadsOptions {
  /** What each connection is opened with (URL, statement_timeout). */
  connection: pg.ClientConfig;
  /** The client class of the connections (UnnamedStatementsClient behind a transaction pooler). */
  Client?: typeof pg.Client;
  /** How many connections the reads share (DB_READ_CONNECTIONS). */
  size: number;
  /**
   * How long a read may wait for room on a connection, how long opening one may take, and how long
   * a read may wait beyond its statement (DB_WAIT_TIMEOUT_MS).
   */
  waitTimeoutMs: number;
  /** PostgreSQL's statement_timeout of these connections, 0 for none. */
  statementTimeoutMs: number;
  /** Reads one connection may have on the wire at once (default 32); more wait for room, in order. */
  depth?: number;
}

/** A query as drizzle's node-postgres driver sends it. */
type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/**
 * A few PostgreSQL connections in pipeline mode, shared by every request, for the hot one-statement
 * reads (see docs/decisions/0007-pipelined-hot-reads.md).
 *
 * A pooled connection serves one query at a time: each read waits for a free connection, takes it,
 * sends, waits for the answer and gives it back, and the database wakes once per query. Here a read
 * is written on the connection with the fewest reads in flight, behind those already sent, and the
 * database answers them in order, many per wake-up. Each connection takes up to `depth` reads at
 * once; the others wait in one queue, first come first served, for the first connection with room.
 * Only statements that take no locks belong here (a plain SELECT never waits for a row lock): one
 * that waited would hold up the reads sent after it. Transactions and writes stay on the pool.
 *
 * A read that waits DB_WAIT_TIMEOUT_MS for room fails (503), as one waiting for a pool connection
 * does. A connection that fails is opened again by the next read, and the reads it carried are sent
 * once more on the new one (a read changes nothing). A read not answered within its statement
 * timeout plus DB_WAIT_TIMEOUT_MS ends its connection (the reads behind it could not move) and
 * fails (503).
 */
export class PipelinedReads {
  readonly #options: PipelinedReadsOptions;
  readonly #connections: (Promise<pg.Client> | undefined)[];
  readonly #inFlight: number[];
  readonly #corked = new Set<pg.Client>();
  /** Connections that failed or ended: the reads they carried are sent once more on a new one. */
  readonly #lost = new WeakSet<pg.Client>();
  /** Reads waiting for room on a connection, first come first served. */
  readonly #waiting: { grant: (at: number) => void }[] = [];
  #ended = false;

  constructor(options: PipelinedReadsOptions) {
    this.#options = options;
    this.#connections = Array.from({ length: options.size }, () => undefined);
    this.#inFlight = Array.from({ length: options.size }, () => 0);
  }

  /**
   * node-postgres' Client.query, as drizzle calls it. A read whose connection was lost is sent once
   * more on a new one: it changed nothing, and the caller sees the database's answer, not the loss.
   */
  async query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const first = await this.#send(config, values);
    if (!('lost' in first)) return first.answer;
    if (this.#ended) throw first.lost;
    const second = await this.#send(config, values);
    if ('lost' in second) throw second.lost;
    return second.answer;
  }

  /**
   * Sends the read; a failure of its connection (rather than of the read) is answered as `lost`.
   * The server says so with a SQLSTATE when it ends the connection itself; node-postgres reports a
   * connection that broke with no SQLSTATE, but marks it failed (its 'error' event, or 'end')
   * before it fails the reads on it.
   */
  async #send(
    config: QueryConfig,
    values?: unknown[],
  ): Promise<{ answer: pg.QueryResult } | { lost: unknown }> {
    if (this.#ended) throw new Error('Client was closed and is not queryable');
    const at = await this.#room();
    const opening = this.#open(at);
    let connection: pg.Client | undefined;
    try {
      connection = await opening;
      this.#holdWrites(connection);
      return { answer: await connection.query(config, values) };
    } catch (error) {
      if (connection && !this.#lost.has(connection) && !endsConnection(error)) throw error;
      if (this.#connections[at] === opening) this.#connections[at] = undefined;
      return { lost: error };
    } finally {
      this.#leave(at);
    }
  }

  /** A place on the connection with the fewest reads in flight, once one has room. */
  #room(): Promise<number> {
    const at = this.#leastBusy();
    if (this.#inFlight[at]! < (this.#options.depth ?? 32)) {
      this.#inFlight[at]!++;
      return Promise.resolve(at);
    }
    const { waitTimeoutMs } = this.#options;
    return new Promise((resolve, reject) => {
      const entry = {
        grant: (place: number) => {
          clearTimeout(timer);
          resolve(place);
        },
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(entry), 1);
        reject(new DatabaseBusyError(waitTimeoutMs));
      }, waitTimeoutMs);
      this.#waiting.push(entry);
    });
  }

  /** A read has its answer: its place goes to the first read waiting, if any. */
  #leave(at: number) {
    const next = this.#waiting.shift();
    if (next) next.grant(at);
    else this.#inFlight[at]!--;
  }

  async end(): Promise<void> {
    this.#ended = true;
    const open = this.#connections.splice(0).filter((c) => c !== undefined);
    await Promise.all(
      open.map((c) =>
        c.then(
          (connection) => connection.end(),
          () => {},
        ),
      ),
    );
  }

  /**
   * Reads sent in the same turn of the event loop leave in one write: the connection's socket is
   * corked until the loop has handled every request that arrived with this one (setImmediate).
   */
  #holdWrites(connection: pg.Client) {
    if (this.#corked.has(connection)) return;
    // node-postgres has no API for its socket, and its types do not declare `connection`: the cast
    // names the one internal used (pipelined-reads.wire.test.ts fails if a release moves it).
    const socket = (connection as unknown as { connection: { stream: Writable } }).connection.stream;
    socket.cork();
    this.#corked.add(connection);
    setImmediate(() => {
      this.#corked.delete(connection);
      socket.uncork();
    });
  }

  #leastBusy(): number {
    let best = 0;
    for (let i = 1; i < this.#inFlight.length; i++) {
      if (this.#inFlight[i]! < this.#inFlight[best]!) best = i;
    }
    return best;
  }

  #open(at: number): Promise<pg.Client> {
    const open = this.#connections[at];
    if (open) return open;
    const { connection, waitTimeoutMs, statementTimeoutMs } = this.#options;
    const Client = this.#options.Client ?? pg.Client;
    const client = new Client({
      ...connection,
      pipeline: true,
      connectionTimeoutMillis: waitTimeoutMs,
      ...(statementTimeoutMs ? { query_timeout: statementTimeoutMs + waitTimeoutMs } : {}),
    });
    const opening = client.connect().then(() => client);
    const forget = () => {
      this.#lost.add(client);
      if (this.#connections[at] === opening) this.#connections[at] = undefined;
    };
    // A connection lost between reads must not crash the process: the next read opens another.
    client.on('error', forget);
    client.on('end', forget);
    opening.catch(forget);
    this.#connections[at] = opening;
    return opening;
  }
}
