import { createHash, randomUUID } from 'node:crypto';
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
  /** Streams one person may hold open, over every process (older ones are closed). */
  perUser?: number;
  /** Streams one session (one signed-in browser) may hold open, over every process. */
  perSession?: number;
}

/**
 * Each open stream holds a connection, and so an open file, for as long as it stays open: these
 * caps keep one person (one token in a script) from taking the process's open files from everyone.
 * A few tabs of one browser share a session; a person may be signed in on a phone and a computer.
 */
export const DEFAULT_STREAM_CAPS = { perUser: 5, perSession: 3 };

/** Written to every stream when its process may have missed events: the web app refetches. */
const RESYNC = 'event: resync\ndata: {}\n\n';
/**
 * Written to a stream closed because newer ones of the person opened past the caps: the web app
 * then does not reconnect at once (which would close another of their streams) but when its tab is
 * used again.
 */
const REPLACED = 'event: replaced\ndata: {}\n\n';

/** A stream as the caps see it, on this process or another. */
interface StreamEntry {
  id: string;
  /** The session, named so that its token hash does not travel between processes. */
  session: string;
  /** When it opened (ms); ties are broken by id, the same way on every process. */
  at: number;
  /** Set for the streams of this process. */
  stream?: LiveStream;
}

const newestFirst = (a: StreamEntry, b: StreamEntry) => b.at - a.at || (a.id < b.id ? 1 : -1);

/**
 * The event streams open on this process, by person. Events from the bus reach each of the
 * person's streams here; a stream whose session ended (signed out, revoked, deactivated, expired)
 * is closed: at once when the bus says that person's sessions changed (checked again a moment later,
 * since the transaction that ended it may commit just after the event), and by a sweep otherwise.
 */
export function createLiveStreams(options: LiveStreamOptions) {
  const { log } = options;
  const perUser = options.perUser ?? DEFAULT_STREAM_CAPS.perUser;
  const perSession = options.perSession ?? DEFAULT_STREAM_CAPS.perSession;
  const byUser = new Map<string, Set<LiveStream>>();
  const all = () => [...byUser.values()].flatMap((set) => [...set]);
  const entries = new Map<LiveStream, StreamEntry>();
  /**
   * The streams other processes opened for people with a stream here, newer than it: all that the
   * caps need, since a process hears of every stream opened after its own (and of its closing).
   */
  const elsewhere = new Map<string, StreamEntry[]>();
  let lastAt = 0;
  /** This process, in the stream events it sends: its own come back to it, and are passed over. */
  const origin = randomUUID();

  const remove = (stream: LiveStream) => {
    const set = byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (!set.size) {
      byUser.delete(stream.userId);
      elsewhere.delete(stream.userId);
    }
    const entry = entries.get(stream);
    entries.delete(stream);
    if (entry)
      void options.bus.publish({ type: 'stream-closed', origin, userId: stream.userId, streamId: entry.id });
  };

  /**
   * Keeps the person's newest streams within the caps, over every process: newest first, a stream
   * stays if fewer than `perUser` newer ones of the person, and fewer than `perSession` of its
   * session, stay. Every process decides the same and closes only its own; a stream closed is told
   * so (`replaced`), so that its browser waits before opening another.
   */
  const enforceCaps = (userId: string) => {
    const mine = byUser.get(userId);
    if (!mine?.size) return;
    const known = [...mine].map((stream) => entries.get(stream)!);
    const ids = new Set(known.map((entry) => entry.id));
    const everywhere = [...known, ...(elsewhere.get(userId) ?? []).filter((entry) => !ids.has(entry.id))];
    let kept = 0;
    const keptOfSession = new Map<string, number>();
    const keptElsewhere: StreamEntry[] = [];
    for (const entry of everywhere.sort(newestFirst)) {
      const ofSession = keptOfSession.get(entry.session) ?? 0;
      if (kept < perUser && ofSession < perSession) {
        kept++;
        keptOfSession.set(entry.session, ofSession + 1);
        if (!entry.stream) keptElsewhere.push(entry);
      } else if (entry.stream) {
        const stream = entry.stream;
        stream.write(REPLACED);
        remove(stream);
        stream.end();
      }
    }
    if (byUser.has(userId)) elsewhere.set(userId, keptElsewhere);
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
    if (event.type === 'stream-opened') {
      if (event.origin === origin) return;
      const { streamId: id, session, at } = event;
      elsewhere.set(event.userId, [...(elsewhere.get(event.userId) ?? []), { id, session, at }]);
      enforceCaps(event.userId);
      return;
    }
    if (event.type === 'stream-closed') {
      if (event.origin === origin) return;
      const known = elsewhere.get(event.userId);
      if (known)
        elsewhere.set(
          event.userId,
          known.filter((entry) => entry.id !== event.streamId),
        );
      return;
    }
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
    /** A stream opened: the person's oldest close if it takes them past the caps. */
    open(stream: LiveStream) {
      let set = byUser.get(stream.userId);
      if (!set) byUser.set(stream.userId, (set = new Set()));
      set.add(stream);
      // Strictly increasing here, so that streams opened in the same millisecond keep their order.
      lastAt = Math.max(Date.now(), lastAt + 0.001);
      const session = createHash('sha256').update(`live-stream:${stream.tokenHash}`).digest('base64url');
      const entry: StreamEntry = { id: randomUUID(), session, at: lastAt, stream };
      entries.set(stream, entry);
      enforceCaps(stream.userId);
      void options.bus.publish({
        type: 'stream-opened',
        origin,
        userId: stream.userId,
        streamId: entry.id,
        session,
        at: entry.at,
      });
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
      entries.clear();
      elsewhere.clear();
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
