import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { parseBusEvent, type BusListener, type EventBus } from './bus.ts';

const CHANNEL = 'kinetic_events';

/**
 * Events between the API processes of one PostgreSQL database, by LISTEN/NOTIFY: one connection of
 * its own listens (a pooled one would lose the LISTEN when returned); events are sent with
 * pg_notify on a pool connection. A lost listening connection is opened again, and its listeners are
 * told to resynchronise, since what was sent meanwhile did not reach them.
 */
export function postgresEventBus(options: {
  connectionString: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
}): EventBus {
  const { log } = options;
  const listeners = new Set<BusListener>();
  const deliver = (text: string | undefined) => {
    const event = text === undefined ? undefined : parseBusEvent(text);
    if (event) for (const listener of listeners) listener(event);
  };
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (attempt: number): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', (err) => {
      log.warn({ err }, 'live events: the listening connection to PostgreSQL was lost; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = undefined;
      schedule(0);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (closed) return void (await next.end());
      client = next;
      if (attempt > 0) deliver(JSON.stringify({ type: 'resync' }));
    } catch (err) {
      void next.end().catch(() => {});
      if (attempt === 0) log.warn({ err }, 'live events: cannot listen on PostgreSQL yet; retrying');
      schedule(attempt + 1);
    }
  };
  const schedule = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        void listen(Math.max(attempt, 1));
      },
      Math.min(100 * 2 ** attempt, 2_000),
    );
    retry.unref();
  };
  void listen(0);

  return {
    async publish(event) {
      try {
        await options.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
      } catch (err) {
        log.warn({ err, event }, 'live events: could not send an event; the lists still hold it');
      }
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      await client?.end().catch(() => {});
    },
  };
}
