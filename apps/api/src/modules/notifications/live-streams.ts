import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@kinetic/contracts/notifications';
import type { BusEvent, EventBus } from '../../lib/events/bus.ts';

/** One open event stream: whose, under which session, and how to write to it. */
export interface LiveStream {
  userId: string;
  tokenHash: string;
  /** Writes a chunk of the text/event-stream answer. */
  write(chunk: string): void;
  /** Ends the answer (the session behind it ended). */
  end(): void;
}

export interface LiveStreamOptions {
  bus: EventBus;
  /** The JSON of an event's row, as its list shows it, if it is still there and the person's. */
  load: (type: LiveEvent, userId: string, id: string) => Promise<object | undefined>;
  /** Which of these token hashes are of live sessions. */
  liveSessions: (tokenHashes: string[]) => Promise<Set<string>>;
  log: FastifyBaseLogger;
  /** A comment line at least this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
  /** How often every stream's session is checked, whatever the events said. */
  sweepMs?: number;
}

/** Written to every stream when its process may have missed events: the web app refetches. */
const RESYNC = 'event: resync\ndata: {}\n\n';

/**
 * The event streams open on this process, by person. Events from the bus reach each of the
 * person's streams here; a stream whose session ended (signed out, revoked, deactivated, expired)
 * is closed: at once when the bus says that person's sessions changed (checked again a moment later,
 * since the transaction that ended it may commit just after the event), and by a sweep otherwise.
 */
export function createLiveStreams(options: LiveStreamOptions) {
  const { log } = options;
  const byUser = new Map<string, Set<LiveStream>>();
  const all = () => [...byUser.values()].flatMap((set) => [...set]);

  const remove = (stream: LiveStream) => {
    const set = byUser.get(stream.userId);
    set?.delete(stream);
    if (set && !set.size) byUser.delete(stream.userId);
  };
  const endDead = async (streams: LiveStream[]) => {
    if (!streams.length) return;
    try {
      const live = await options.liveSessions([...new Set(streams.map((s) => s.tokenHash))]);
      for (const stream of streams)
        if (!live.has(stream.tokenHash)) {
          remove(stream);
          stream.end();
        }
    } catch (err) {
      log.warn({ err }, 'live events: could not check the sessions of open streams');
    }
  };

  const deliver = async (event: BusEvent) => {
    if (event.type === 'resync') {
      for (const stream of all()) stream.write(RESYNC);
      return;
    }
    const streams = byUser.get(event.userId);
    if (!streams?.size) return;
    if (event.type === 'sessions-changed') {
      const check = () => endDead([...(byUser.get(event.userId) ?? [])]);
      await check();
      setTimeout(() => void check(), 500).unref();
      return;
    }
    try {
      const data = await options.load(event.type, event.userId, event.id);
      if (!data) return;
      const chunk = `event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
      for (const stream of byUser.get(event.userId) ?? []) stream.write(chunk);
    } catch (err) {
      log.warn({ err, event }, 'live events: could not read what an event refers to');
    }
  };
  options.bus.subscribe((event) => void deliver(event));

  const heartbeat = setInterval(() => {
    for (const stream of all()) stream.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? 25_000);
  const sweep = setInterval(() => void endDead(all()), options.sweepMs ?? 30_000);
  heartbeat.unref();
  sweep.unref();

  return {
    open(stream: LiveStream) {
      let set = byUser.get(stream.userId);
      if (!set) byUser.set(stream.userId, (set = new Set()));
      set.add(stream);
    },
    /** The stream's connection closed. */
    remove,
    /** How many streams are open on this process. */
    count: () => all().length,
    /** Ends every stream (the process is closing). */
    close() {
      clearInterval(heartbeat);
      clearInterval(sweep);
      for (const stream of all()) stream.end();
      byUser.clear();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
