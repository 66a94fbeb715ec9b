import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryEventBus } from '../../lib/events/bus.ts';
import { createLiveStreams, type LiveStream, type LiveStreams } from './live-streams.ts';

/** Two API processes hearing each other through one bus, as they do through Redis or PostgreSQL. */
function twoProcesses() {
  const bus = memoryEventBus();
  const log = { warn: () => {} } as unknown as FastifyBaseLogger;
  const make = () =>
    createLiveStreams({ bus, log, load: async () => undefined, liveSessions: async (h) => new Set(h) });
  return [make(), make()] as const;
}

interface TestStream extends LiveStream {
  written: string[];
  ended: boolean;
}

const stream = (userId: string, tokenHash: string): TestStream => {
  const s: TestStream = {
    userId,
    tokenHash,
    written: [],
    ended: false,
    write: (chunk) => void s.written.push(chunk),
    end: () => void (s.ended = true),
  };
  return s;
};

let processes: readonly LiveStreams[] = [];
// Each process orders by its own clock: here the streams open a millisecond apart, as tabs do.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  processes.forEach((p) => p.close());
  vi.useRealTimers();
});
const later = () => vi.setSystemTime(Date.now() + 1);

describe('live stream caps across processes', () => {
  it('close the oldest of a person’s streams wherever it is open, and leave others’ alone', () => {
    processes = twoProcesses();
    const [a, b] = processes;
    const other = stream('someone-else', 'their-session');
    a!.open(other);
    const opened: TestStream[] = [];
    // Alternating between the processes and three sessions, as a load balancer would spread tabs.
    for (let i = 0; i < 8; i++) {
      const s = stream('person', `session-${i % 3}`);
      opened.push(s);
      later();
      (i % 2 ? b : a)!.open(s);
    }
    expect(opened.map((s) => s.ended)).toEqual([true, true, true, false, false, false, false, false]);
    for (const s of opened.slice(0, 3)) expect(s.written).toContain('event: replaced\ndata: {}\n\n');
    expect(a!.count() + b!.count()).toBe(5 + 1);
    expect(other.ended).toBe(false);
  });

  it('count a closed stream no longer: a new one then closes nothing', () => {
    processes = twoProcesses();
    const [a, b] = processes;
    const opened = ['s1', 's2', 's3', 's1', 's2'].map((session, i) => {
      const s = stream('person', session);
      later();
      (i % 2 ? b : a)!.open(s);
      return s;
    });
    // The person closes a tab on process b; the stream opened next must not close another.
    b!.remove(opened[1]!);
    const next = stream('person', 's3');
    a!.open(next);
    expect(opened.map((s) => s.ended)).toEqual([false, false, false, false, false]);
    expect(next.ended).toBe(false);
    expect(a!.count() + b!.count()).toBe(5);
  });
});
