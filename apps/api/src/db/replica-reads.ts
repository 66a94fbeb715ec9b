import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { PipelinedReads } from './pipelined-reads.ts';
import { walPosition, WriteFences } from './write-fences.ts';

/** A query as drizzle's node-postgres driver sends it. */
type QueryConfig = pg.QueryConfig & { rowMode?: 'array' };

/** How often a replica that failed is asked whether it answers again. */
const REPLICA_RETRY_MS = 5_000;

/**
 * The hot reads' connections when a read replica is set (DATABASE_READ_URL): what drizzle is given
 * as `Database.reads`. A read goes to the primary's pipelined connections unless it runs inside
 * `onReplica`, so every statement stays on the primary unless a caller chose otherwise for it. The
 * choice travels with the read's async context, so the repositories' prepared statements serve
 * both servers unchanged.
 */
export class ReplicaReads {
  readonly fences: WriteFences;
  readonly #primary: PipelinedReads;
  readonly #replica: PipelinedReads;
  readonly #onReplica = new AsyncLocalStorage<true>();
  /** Set while the replica is taken to be down: when it may be asked again. */
  #retryAt: number | undefined;
  #probing = false;
  /** Told each time the replica fails and reads move to the primary for a while (the app logs it). */
  onFailure: (error: unknown) => void = () => {};

  constructor(options: { primary: PipelinedReads; replica: PipelinedReads }) {
    this.#primary = options.primary;
    this.#replica = options.replica;
    this.fences = new WriteFences({
      replayed: async () => {
        const { rows } = await this.#replica.query({ text: 'select pg_last_wal_replay_lsn()::text as at' });
        const at = (rows[0] as { at: string | null } | undefined)?.at;
        // No replay position: the server is not (or no longer) a replica, and says nothing of
        // what it has of the primary's writes.
        if (!at) throw new Error('The read replica reports no replay position');
        return walPosition(at);
      },
    });
  }

  /** node-postgres' Client.query, as drizzle calls it: on the replica inside `onReplica`. */
  query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const to = this.#onReplica.getStore() ? this.#replica : this.#primary;
    return to.query(config, values);
  }

  /**
   * Whether reads may go to the replica. After it failed, no: it is asked every few seconds, in the
   * background, whether it answers again, so that no caller's read waits on a replica that is down.
   */
  get available(): boolean {
    if (this.#retryAt === undefined) return true;
    if (!this.#probing && Date.now() >= this.#retryAt) {
      this.#probing = true;
      this.#replica.query({ text: 'select 1' }).then(
        () => {
          this.#probing = false;
          this.#retryAt = undefined;
        },
        () => {
          this.#probing = false;
          this.#retryAt = Date.now() + REPLICA_RETRY_MS;
        },
      );
    }
    return false;
  }

  /**
   * Runs `read` with its statements on the replica. A failure of the replica takes it out of use
   * (see `available`) and is thrown for the caller to read elsewhere.
   */
  async onReplica<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await this.#onReplica.run(true, read);
    } catch (error) {
      if (this.#retryAt === undefined) this.onFailure(error);
      this.#retryAt = Date.now() + REPLICA_RETRY_MS;
      throw error;
    }
  }

  /** The primary's WAL position now: past every transaction committed before the call. */
  async primaryPosition(): Promise<bigint> {
    // The insert position, not the flushed one: with synchronous_commit off a commit may be
    // answered before it is flushed, and the replica can only be past it once it is.
    const { rows } = await this.#primary.query({ text: 'select pg_current_wal_insert_lsn()::text as at' });
    return walPosition((rows[0] as { at: string }).at);
  }

  async end(): Promise<void> {
    await this.fences.settle();
    await Promise.all([this.#primary.end(), this.#replica.end()]);
  }
}
