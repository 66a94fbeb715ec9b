import pg from 'pg';
import { NoConnectionError } from './errors.ts';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A node-postgres pool whose lent connections survive their own loss.
 *
 * node-postgres stops watching a connection for errors while it is lent out (a transaction holds
 * it). If the database ends it then, between two statements (pg_terminate_backend, a failover, a
 * restart), the connection's unwatched 'error' event crashes the process. And drizzle gives a
 * transaction's connection back only if its BEGIN succeeded: one that died before would be lost to
 * the pool for good. Connections lent by this pool go back to it, marked lost, as soon as they die,
 * whether or not their borrower returns them; the borrower's next statement fails with the loss
 * (answered 503), and giving the connection back again later does nothing. A connection that
 * cannot be had (none free in time, the server unreachable) fails with NoConnectionError.
 */
export class LendingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query() borrows with a callback and watches the connection itself.
    if (callback) return super.connect(callback);
    return super.connect().then(watched, (error: unknown) => {
      throw new NoConnectionError(error);
    });
  }
}

function watched(client: pg.PoolClient): pg.PoolClient {
  const giveBackOnce = client.release.bind(client);
  let returned = false;
  const giveBack = (err?: Error | boolean) => {
    if (returned) return;
    returned = true;
    client.removeListener('error', lost);
    giveBackOnce(err);
  };
  const lost = (err: Error) => giveBack(err);
  client.on('error', lost);
  client.release = giveBack;
  return client;
}
