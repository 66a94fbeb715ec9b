import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest, isApiError } from './api-client.ts';
import { useAuthStore } from './auth-store.ts';
import {
  clearStored,
  readStored,
  remove,
  store,
  useWriteQueue,
  type NewWrite,
  type QueuedWrite,
  type WriteOutcome,
  type WriteRefusal,
} from './write-queue-store.ts';

export { useWriteQueue, type NewWrite, type QueuedWrite, type WriteOutcome, type WriteRefusal };

/** The first retry after a failed attempt, doubled after each further one, up to the last. */
export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 60_000;
/**
 * How long one write may wait for its answer before it is tried again (with the same key, so the
 * server does it once): a connection that hangs must not hold the queue behind it.
 */
export const SEND_TIMEOUT_MS = 30_000;
/** How long a sent write waits for the screens' data to be fetched again before it leaves the queue. */
const REFRESH_WAIT_MS = 5_000;

let queryClient: QueryClient | null = null;
let channel: BroadcastChannel | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let running: Promise<void> | null = null;
let again = false;
/** Raised by a purge: a pass of before it stops at its next step and sends nothing more. */
let generation = 0;
let inFlight: AbortController | null = null;
const outcomes = new Map<string, (outcome: WriteOutcome) => void>();

/** Tells the app's other tabs that the queue changed, so they show it as it is. */
const announce = () => channel?.postMessage('changed');

async function reload(): Promise<void> {
  useWriteQueue.setState({ entries: await readStored(), loaded: true });
}

function settle(key: string, outcome: WriteOutcome): void {
  outcomes.get(key)?.(outcome);
  outcomes.delete(key);
}

/**
 * Keeps a write on the device, then tries to send it (and any waiting before it, in order).
 * Resolves with what became of it on that attempt: sent (with the answer), waiting for the
 * network, or refused.
 */
export async function enqueueWrite(write: NewWrite): Promise<WriteOutcome> {
  const userId = useAuthStore.getState().user?.id;
  if (!userId) throw new Error('Only a signed-in person can write');
  const last = useWriteQueue.getState().entries.at(-1);
  const entry: QueuedWrite = {
    ...write,
    key: crypto.randomUUID(),
    seq: Math.max(Date.now(), (last?.seq ?? 0) + 1),
    userId,
    createdAt: new Date().toISOString(),
  };
  await store(entry);
  useWriteQueue.setState((s) => ({ entries: [...s.entries, entry] }));
  announce();
  const outcome = new Promise<WriteOutcome>((resolve) => outcomes.set(entry.key, resolve));
  // A new write is worth an attempt at once, whatever the backoff said.
  failures = 0;
  void drainWriteQueue();
  return outcome;
}

/** A refusal to show (the request as it was cannot succeed), or undefined for a failure worth retrying. */
function refusalOf(error: unknown): WriteRefusal | undefined {
  if (!isApiError(error)) return undefined;
  const { status } = error;
  // No session (the app signs out), a timeout or too many calls: the write itself may be fine.
  if (status < 400 || status >= 500 || status === 401 || status === 408 || status === 429) return undefined;
  return { status, error: error.error, errors: error.errors };
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
  failures += 1;
  retryTimer = setTimeout(() => void drainWriteQueue(), delay);
}

/** Fetches `queryKeys` again; waits at most REFRESH_WAIT_MS (a slow network must not hold the queue). */
async function refresh(queryKeys: QueryKey[]): Promise<void> {
  const client = queryClient;
  if (!client) return;
  const refetched = Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, REFRESH_WAIT_MS)));
  await Promise.race([
    refetched.then(
      () => undefined,
      () => undefined,
    ),
    waited,
  ]);
  clearTimeout(timer);
}

/** Sends one write, given up after SEND_TIMEOUT_MS (or a purge) to be tried again. */
async function send(entry: QueuedWrite): Promise<unknown> {
  const controller = new AbortController();
  inFlight = controller;
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    return await apiRequest<unknown>(entry.method, entry.path, {
      body: entry.body,
      headers: { 'Idempotency-Key': entry.key },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    if (inFlight === controller) inFlight = null;
  }
}

/**
 * One pass: every waiting write of the signed-in person, in order, until one cannot be sent. True
 * when it went through them all (false: a retry is planned, or the session changed).
 */
async function sendWaiting(): Promise<boolean> {
  const pass = generation;
  // Another tab may have sent some since this one last looked.
  await reload();
  const userId = useAuthStore.getState().user?.id;
  if (!userId) return false;
  for (const entry of useWriteQueue.getState().entries) {
    if (entry.refusal || entry.userId !== userId) continue;
    // Signed out meanwhile: the rest is not this session's to send.
    if (pass !== generation || useAuthStore.getState().user?.id !== userId) return false;
    // The screens read what the server now holds before the write leaves the device, so that a
    // sent completion never shows as not completed in between. False: a purge came meanwhile.
    const leave = async (answer: unknown): Promise<boolean> => {
      await refresh(entry.invalidates);
      if (pass !== generation) return false;
      await remove([entry.key]);
      useWriteQueue.setState((s) => ({ entries: s.entries.filter((e) => e.key !== entry.key) }));
      announce();
      settle(entry.key, { state: 'sent', answer });
      return true;
    };
    try {
      const answer = await send(entry);
      if (pass !== generation || !(await leave(answer))) return false;
    } catch (error) {
      if (pass !== generation) return false;
      const refusal = refusalOf(error);
      if (refusal && entry.doneWhen?.includes(refusal.status)) {
        if (!(await leave(null))) return false;
        continue;
      }
      if (!refusal) {
        // No answer or a server problem: later writes wait behind this one, to keep the order.
        if (!(isApiError(error) && error.status === 401)) scheduleRetry();
        return false;
      }
      const refused = { ...entry, refusal };
      await store(refused);
      useWriteQueue.setState((s) => ({ entries: s.entries.map((e) => (e.key === entry.key ? refused : e)) }));
      announce();
      settle(entry.key, { state: 'refused', refusal, key: entry.key });
      // What the server holds differs from what the screen assumed: show it as it is.
      void refresh(entry.invalidates);
    }
  }
  failures = 0;
  clearTimeout(retryTimer);
  return true;
}

/** Runs `send` in one tab at a time (Web Locks where the browser has them). */
function oneTabAtATime(send: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('kinetic-write-queue', send).then((done) => done) : send();
}

/**
 * Sends the waiting writes in order. One pass at a time; a call during a pass asks for another
 * after it, unless the pass failed (its retry is planned). Writes attempted but not sent are told
 * they wait.
 */
export function drainWriteQueue(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const pass = (async () => {
    let completed: boolean;
    do {
      again = false;
      completed = await oneTabAtATime(sendWaiting);
    } while (again && completed);
  })().finally(() => {
    // (After a purge a newer pass may run: this one's end is not its end.)
    if (running !== pass) return;
    running = null;
    for (const key of [...outcomes.keys()]) settle(key, { state: 'waiting' });
  });
  running = pass;
  return pass;
}

/** Removes the refused writes of `subject` once the person has seen them. */
export async function dismissRefused(subject: string): Promise<void> {
  const keys = useWriteQueue
    .getState()
    .entries.filter((e) => e.subject === subject && e.refusal)
    .map((e) => e.key);
  await removeWrites(keys);
}

async function removeWrites(keys: string[]): Promise<void> {
  await remove(keys);
  useWriteQueue.setState((s) => ({ entries: s.entries.filter((e) => !keys.includes(e.key)) }));
  announce();
}

/** Removes one refused write, which a screen showed where it was entered (a dialog's errors). */
export const dismissWrite = (key: string): Promise<void> => removeWrites([key]);

/** Stops sending: a pass under way sends nothing more, no retry is planned. The writes stay. */
function stopSending(): void {
  generation += 1;
  inFlight?.abort();
  running = null;
  again = false;
  for (const key of [...outcomes.keys()]) settle(key, { state: 'waiting' });
  clearTimeout(retryTimer);
  failures = 0;
}

/**
 * A session the server ended (it expired while the phone was offline, say): nothing more is sent
 * with it, and its person's waiting writes stay on the device, sent when they sign in again.
 */
export function holdWriteQueue(): void {
  stopSending();
}

/**
 * Deletes the writes on the device, all of them (someone signed out: nothing of one person stays for
 * the next), or all but those of `keep` (a person signed in: another's waiting writes go).
 */
export async function purgeWriteQueue(keep?: string): Promise<void> {
  if (keep === undefined) {
    stopSending();
    useWriteQueue.setState({ entries: [] });
    try {
      await clearStored();
    } catch {
      // Nothing stored.
    }
  } else {
    const others = (await readStored()).filter((e) => e.userId !== keep).map((e) => e.key);
    if (!others.length) return;
    await remove(others);
    useWriteQueue.setState((s) => ({ entries: s.entries.filter((e) => !others.includes(e.key)) }));
  }
  announce();
}

/**
 * Reads the device's writes and sends them: now, whenever the browser is back online, when a person
 * signs in, and on retries with backoff. Another tab's changes are shown here. Answers the stop.
 */
export function startWriteQueue(client: QueryClient): () => void {
  queryClient = client;
  void reload().then(() => drainWriteQueue());
  const onOnline = () => {
    failures = 0;
    void drainWriteQueue();
  };
  window.addEventListener('online', onOnline);
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.user?.id && state.user.id !== previous.user?.id) void drainWriteQueue();
  });
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('kinetic-write-queue');
    channel.onmessage = () => void reload();
  }
  return () => {
    window.removeEventListener('online', onOnline);
    unsubscribe();
    channel?.close();
    channel = null;
    clearTimeout(retryTimer);
    queryClient = null;
  };
}
