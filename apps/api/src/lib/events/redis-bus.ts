import { createClient } from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import { parseBusEvent, type BusListener, type EventBus } from './bus.ts';

/**
 * Events between API processes through Redis publish/subscribe (REDIS_URL), one channel per
 * deployment (REDIS_PREFIX). Two connections, since a subscribed one can do nothing else. While
 * Redis is away, streams stay open on their own process and sends fail (logged, the rows remain);
 * the client library connects again and subscribes again by itself, and the listeners are told to
 * resynchronise, since what was sent meanwhile did not reach them.
 */
export async function redisEventBus(options: {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { log } = options;
  const channel = `${options.prefix}events`;
  const listeners = new Set<BusListener>();
  const deliver = (text: string) => {
    const event = parseBusEvent(text);
    if (event) for (const listener of listeners) listener(event);
  };
  const make = (role: string) => {
    const client = createClient({
      url: options.url,
      name: `kinetic-events-${role}-${process.pid}`,
      // A send while Redis is away fails at once instead of waiting: the rows hold what it told.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 2_000) },
    });
    let down = false;
    client.on('error', (err: unknown) => {
      if (!down) log.warn({ err }, `live events: Redis (${role}) does not answer; reconnecting`);
      down = true;
    });
    client.on('ready', () => {
      if (down && role === 'subscriber') deliver(JSON.stringify({ type: 'resync' }));
      down = false;
    });
    return client;
  };
  const publisher = make('publisher');
  const subscriber = make('subscriber');
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, deliver);

  return {
    async publish(event) {
      try {
        await publisher.publish(channel, JSON.stringify(event));
      } catch (err) {
        log.warn({ err, event }, 'live events: could not send an event; the lists still hold it');
      }
    },
    subscribe: (listener) => void listeners.add(listener),
    async close() {
      listeners.clear();
      await Promise.all([publisher.close(), subscriber.close()].map((p) => p.catch(() => {})));
    },
  };
}
