import { setImmediate } from 'node:timers';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Work started once the current answer has gone (mails): later in the event loop, so that not even
 * its first synchronous steps (an embedded database runs queries in this thread) delay the answer.
 * The app waits for it on close.
 */
export function createAfterAnswer(log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  return {
    run(work: () => Promise<void>, failure: string): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, failure))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    /** How much work waits (the operators' metrics). */
    pending: () => pending.size,
    async settle(): Promise<void> {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
