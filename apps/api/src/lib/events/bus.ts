/**
 * How API processes tell each other that something happened to a person, so that every open event
 * stream of that person, on whichever process it is connected, hears of it. Events carry only
 * references: the rows (notifications, messages) are the database's, and the process that holds a
 * stream reads the row it is told about. So nothing depends on what a transport can carry, and a
 * lost event loses nothing but its live delivery (the lists still have it).
 */
export type BusEvent =
  | { type: 'notification' | 'message'; userId: string; id: string }
  /** The person's sessions changed (one ended, the account was deactivated): streams check theirs. */
  | { type: 'sessions-changed'; userId: string }
  /**
   * A process opened an event stream of the person (`session` names its session without its token
   * hash; `at` is when, in ms): every process holding older streams of theirs closes those past the
   * caps. `origin` names the process that sent it (which ignores its own when they come back).
   */
  | {
      type: 'stream-opened';
      origin: string;
      userId: string;
      streamId: string;
      session: string;
      at: number;
    }
  /** That stream closed: it no longer counts against the person's caps. */
  | { type: 'stream-closed'; origin: string; userId: string; streamId: string }
  /** This process may have missed events (its transport was down): every stream should refetch. */
  | { type: 'resync' };

export type BusListener = (event: BusEvent) => void;

export interface EventBus {
  /** Sends an event to every process; never throws (a failed send is logged: the rows remain). */
  publish(event: BusEvent): Promise<void>;
  /** Hears every event published by any process, this one included. */
  subscribe(listener: BusListener): void;
  close(): Promise<void>;
}

/** Events within this process only: the embedded database serves one process. */
export function memoryEventBus(): EventBus {
  const listeners = new Set<BusListener>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe: (listener) => void listeners.add(listener),
    close: async () => listeners.clear(),
  };
}

/** The events of other processes arrive as JSON text: only well-formed ones are passed on. */
export function parseBusEvent(text: string): BusEvent | undefined {
  try {
    const event = JSON.parse(text) as Partial<Record<string, unknown>>;
    if ((event.type === 'notification' || event.type === 'message') && typeof event.userId === 'string')
      return typeof event.id === 'string'
        ? { type: event.type, userId: event.userId, id: event.id }
        : undefined;
    if (event.type === 'sessions-changed' && typeof event.userId === 'string')
      return { type: event.type, userId: event.userId };
    if (
      event.type === 'stream-opened' &&
      typeof event.origin === 'string' &&
      typeof event.userId === 'string' &&
      typeof event.streamId === 'string' &&
      typeof event.session === 'string' &&
      typeof event.at === 'number'
    )
      return {
        type: event.type,
        origin: event.origin,
        userId: event.userId,
        streamId: event.streamId,
        session: event.session,
        at: event.at,
      };
    if (
      event.type === 'stream-closed' &&
      typeof event.origin === 'string' &&
      typeof event.userId === 'string' &&
      typeof event.streamId === 'string'
    )
      return { type: event.type, origin: event.origin, userId: event.userId, streamId: event.streamId };
    if (event.type === 'resync') return { type: 'resync' };
  } catch {
    // Not ours; ignored below.
  }
  return undefined;
}
