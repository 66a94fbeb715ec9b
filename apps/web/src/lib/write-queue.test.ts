import { QueryClient } from '@tanstack/react-query';
import { createStore, entries, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, type MockAnswer } from '../test/mock-fetch.ts';
import { signIn } from '../test/render-app.tsx';
import { useAuthStore } from './auth-store.ts';
import { purgeOnSessionChange } from './query-client.ts';
import {
  dismissRefused,
  dismissWrite,
  enqueueWrite,
  FIRST_RETRY_MS,
  startWriteQueue,
  useWriteQueue,
  type NewWrite,
  type QueuedWrite,
} from './write-queue.ts';

const write = (n: number, subject = 'workout:a'): NewWrite => ({
  method: 'PATCH',
  path: `/workouts/${subject.slice('workout:'.length)}`,
  body: { n },
  subject,
  summary: [`entry ${n}`],
  invalidates: [['workouts']],
});

/** What IndexedDB holds, read as a new page would. */
const stored = async () =>
  (await entries<string, QueuedWrite>(createStore('kinetic-writes', 'queue')))
    .map(([, e]) => e)
    .sort((a, b) => a.seq - b.seq);

/** The network: down (no answer at all) until `up` is set, then the handlers answer. */
function network(handlers: Record<string, MockAnswer | (() => MockAnswer)>) {
  const state = { up: false };
  const guarded = Object.fromEntries(
    Object.entries(handlers).map(([route, answer]) => [
      route,
      () => {
        if (!state.up) throw new TypeError('Failed to fetch');
        return typeof answer === 'function' ? answer() : answer;
      },
    ]),
  );
  return { calls: mockFetch(guarded), state };
}

const patches = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'PATCH');
const goOnline = () => window.dispatchEvent(new Event('online'));

let stop: () => void = () => {};
beforeEach(() => {
  signIn(['CLIENT']);
  stop = startWriteQueue(new QueryClient());
});
afterEach(() => stop());

describe('the offline write queue', () => {
  it('sends a write at once when online, with its own Idempotency-Key, and keeps nothing', async () => {
    const calls = mockFetch({ 'PATCH /api/workouts/a': { body: { ok: true } } });
    const outcome = await enqueueWrite(write(1));
    expect(outcome).toEqual({ state: 'sent', answer: { ok: true } });
    expect(patches(calls)).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ n: 1 });
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(useWriteQueue.getState().entries).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('offline keeps every write on the device, and back online sends them in order, each once', async () => {
    const { calls, state } = network({
      'PATCH /api/workouts/a': { body: { ok: 'a' } },
      'PATCH /api/workouts/b': { body: { ok: 'b' } },
    });
    expect(await enqueueWrite(write(1))).toEqual({ state: 'waiting' });
    expect(await enqueueWrite(write(2, 'workout:b'))).toEqual({ state: 'waiting' });
    expect(await enqueueWrite(write(3))).toEqual({ state: 'waiting' });
    expect((await stored()).map((e) => e.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    // In order: nothing after the first is tried while the first cannot go.
    expect(patches(calls).map((c) => c.body)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);

    calls.length = 0;
    state.up = true;
    goOnline();
    await expect.poll(() => useWriteQueue.getState().entries).toEqual([]);
    expect(patches(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/workouts/a', { n: 1 }],
      ['/api/workouts/b', { n: 2 }],
      ['/api/workouts/a', { n: 3 }],
    ]);
    const keys = patches(calls).map((c) => c.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(3);
    expect(await stored()).toEqual([]);
  });

  it('keeps a weight’s unit as entered while offline, and sends it unchanged', async () => {
    const { calls, state } = network({ 'PATCH /api/workouts/a': { body: { ok: true } } });
    const row = { id: 'r', actualReps: 5, actualWeight: '60', actualWeightUnit: 'kg' };
    const body = { sets: [{ id: 'b', exercises: [{ id: 'e', sets: [row] }] }] };
    expect(await enqueueWrite({ ...write(1), body })).toEqual({ state: 'waiting' });
    expect((await stored()).map((e) => e.body)).toEqual([body]);
    calls.length = 0;
    state.up = true;
    goOnline();
    await expect.poll(() => useWriteQueue.getState().entries).toEqual([]);
    expect(patches(calls).map((c) => c.body)).toEqual([body]);
  });

  it('sends a write whose answer was lost again with the same key, so the server does it once', async () => {
    let answered = 0;
    const calls = mockFetch({
      'PATCH /api/workouts/a': () => {
        answered += 1;
        // The server did it, but the answer never came back.
        if (answered === 1) throw new TypeError('Failed to fetch');
        return { body: { ok: true } };
      },
    });
    expect(await enqueueWrite(write(1))).toEqual({ state: 'waiting' });
    goOnline();
    await expect.poll(() => useWriteQueue.getState().entries).toEqual([]);
    const [first, second] = patches(calls);
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('tries again by itself after a failure, without waiting for the online event', async () => {
    const { calls, state } = network({ 'PATCH /api/workouts/a': { body: { ok: true } } });
    expect(await enqueueWrite(write(1))).toEqual({ state: 'waiting' });
    state.up = true;
    await expect
      .poll(() => useWriteQueue.getState().entries, { timeout: FIRST_RETRY_MS + 2_000 })
      .toEqual([]);
    expect(patches(calls)).toHaveLength(2);
  });

  it('keeps a refused write with the server’s answer until dismissed; the others still go', async () => {
    const calls = mockFetch({
      'PATCH /api/workouts/a': { status: 404, body: { error: 'Workout not found' } },
      'PATCH /api/workouts/b': { body: { ok: true } },
    });
    const refused = await enqueueWrite(write(1));
    expect(refused).toEqual({
      state: 'refused',
      refusal: { status: 404, error: 'Workout not found', errors: [] },
      key: useWriteQueue.getState().entries[0]!.key,
    });
    expect(await enqueueWrite(write(2, 'workout:b'))).toMatchObject({ state: 'sent' });
    // Never sent again: the same request cannot succeed.
    goOnline();
    await expect.poll(() => patches(calls).length).toBe(2);
    expect((await stored()).map((e) => [e.subject, e.refusal?.status, e.summary])).toEqual([
      ['workout:a', 404, ['entry 1']],
    ]);
    await dismissRefused('workout:a');
    expect(useWriteQueue.getState().entries).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('takes a refusal that means the aim is met (a deletion answered 404) as sent, and sends what follows', async () => {
    const calls = network({
      'DELETE /api/nutrition/diary/gone': { status: 404, body: { error: 'Entry not found' } },
      'PATCH /api/workouts/b': { body: { ok: true } },
    });
    const deletion: NewWrite = {
      ...write(1, 'diary'),
      method: 'DELETE',
      path: '/nutrition/diary/gone',
      body: undefined,
      doneWhen: [404],
    };
    expect(await enqueueWrite(deletion)).toEqual({ state: 'waiting' });
    expect(await enqueueWrite(write(2, 'workout:b'))).toEqual({ state: 'waiting' });
    calls.state.up = true;
    goOnline();
    await expect.poll(() => useWriteQueue.getState().entries.length).toBe(0);
    // (The attempts while down are counted too: the last two are the ones answered.)
    expect(calls.calls.map((c) => c.method).slice(-2)).toEqual(['DELETE', 'PATCH']);
    expect(await stored()).toEqual([]);
  });

  it('dismisses one refused write by its key (a screen that showed the refusal itself)', async () => {
    mockFetch({ 'PATCH /api/workouts/a': { status: 409, body: { error: 'Full' } } });
    const refused = await enqueueWrite(write(1));
    if (refused.state !== 'refused') throw new Error('expected a refusal');
    await dismissWrite(refused.key);
    expect(useWriteQueue.getState().entries).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('waits behind a server problem (5xx) and a limit (429) rather than calling them refusals', async () => {
    for (const status of [503, 429]) {
      mockFetch({ 'PATCH /api/workouts/a': { status, body: { error: 'Busy' } } });
      expect(await enqueueWrite(write(status))).toEqual({ state: 'waiting' });
    }
    expect((await stored()).map((e) => e.refusal)).toEqual([undefined, undefined]);
  });

  it('shows the writes kept by an earlier page as soon as a new page starts', async () => {
    network({});
    await enqueueWrite(write(1));
    stop();
    // A new page: nothing in memory, everything in IndexedDB.
    useWriteQueue.setState({ entries: [], loaded: false });
    stop = startWriteQueue(new QueryClient());
    await expect.poll(() => useWriteQueue.getState().loaded).toBe(true);
    expect(useWriteQueue.getState().entries.map((e) => e.body)).toEqual([{ n: 1 }]);
  });

  it('keeps the waiting writes of a session the server ended, and sends them when that person signs in again', async () => {
    const unsubscribe = purgeOnSessionChange(new QueryClient());
    const net = network({ 'PATCH /api/workouts/a': { body: { ok: true } } });
    await enqueueWrite(write(1));
    const person = useAuthStore.getState().user!;
    useAuthStore.getState().endSession();
    expect(await stored()).toHaveLength(1);
    const triedOffline = patches(net.calls).length;
    net.state.up = true;
    useAuthStore.getState().login('token-again', person);
    await expect.poll(stored).toEqual([]);
    expect(
      patches(net.calls)
        .slice(triedOffline)
        .map((c) => c.body),
    ).toEqual([{ n: 1 }]);
    unsubscribe();
  });

  it('deletes a person’s waiting writes when someone else signs in after their session ended', async () => {
    const unsubscribe = purgeOnSessionChange(new QueryClient());
    network({});
    await enqueueWrite(write(1));
    useAuthStore.getState().endSession();
    signIn(['CLIENT'], { id: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4' });
    await expect.poll(stored).toEqual([]);
    unsubscribe();
  });

  it('deletes every write on the device when the person signs out', async () => {
    const unsubscribe = purgeOnSessionChange(new QueryClient());
    network({});
    await enqueueWrite(write(1));
    expect(await stored()).toHaveLength(1);
    useAuthStore.getState().logout();
    await expect.poll(stored).toEqual([]);
    expect(useWriteQueue.getState().entries).toEqual([]);
    unsubscribe();
  });

  it('never sends another person’s write with this session', async () => {
    const calls = mockFetch({ 'PATCH /api/workouts/a': { body: { ok: true } } });
    const theirs: QueuedWrite = {
      ...write(1),
      key: crypto.randomUUID(),
      seq: 1,
      userId: '6f1c2b1e-8a4e-4f5e-9d1a-2b3c4d5e6f71',
      createdAt: new Date().toISOString(),
    };
    await set(theirs.key, theirs, createStore('kinetic-writes', 'queue'));
    expect(await enqueueWrite(write(2))).toMatchObject({ state: 'sent' });
    expect(patches(calls).map((c) => c.body)).toEqual([{ n: 2 }]);
  });
});
