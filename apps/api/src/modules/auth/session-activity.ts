import { setImmediate } from 'node:timers';
import type { FastifyBaseLogger } from 'fastify';
import { TOUCH_INTERVAL_SECONDS, type SessionsRepository } from '../../domain/sessions.repository.ts';

const INTERVAL_MS = TOUCH_INTERVAL_SECONDS * 1000;

/**
 * Keeps `last_used_at` of the sessions in use current, off the answer path: each signed-in request
 * notes its session, and a session this process has not written for a minute is written once, in a
 * batch after the answers of this turn of the event loop. The reads that check sessions stay reads.
 */
export function createSessionActivity(sessions: SessionsRepository, log: FastifyBaseLogger) {
  const written = new Map<string, number>();
  let due = new Set<string>();
  let flushing: Promise<void> | undefined;
  let lastSweep = Date.now();

  function sweep(now: number) {
    if (now - lastSweep < INTERVAL_MS) return;
    lastSweep = now;
    for (const [hash, at] of written) if (now - at >= INTERVAL_MS) written.delete(hash);
  }

  async function flush() {
    const batch = [...due];
    due = new Set();
    try {
      await sessions.touch(batch);
    } catch (error) {
      // A missed write only makes a session look idle a minute sooner; let the next use try again.
      for (const hash of batch) written.delete(hash);
      log.warn({ err: error }, 'Could not record session activity');
    }
  }

  return {
    /** A request was made with the session of this token hash (hashed once, by the request's read). */
    seen(hash: string): void {
      const now = Date.now();
      sweep(now);
      const last = written.get(hash);
      if (last !== undefined && now - last < INTERVAL_MS) return;
      written.set(hash, now);
      const first = due.size === 0;
      due.add(hash);
      if (first) {
        const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(flush)
          .finally(() => {
            if (flushing === run) flushing = undefined;
          });
        flushing = run;
      }
    },
    /** Waits for the writes started (the app waits for them on close). */
    async settle(): Promise<void> {
      while (flushing) await flushing;
    },
  };
}

export type SessionActivity = ReturnType<typeof createSessionActivity>;
