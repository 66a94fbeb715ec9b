import { availableParallelism } from 'node:os';

/**
 * At most `size` pieces of work at once, the others waiting first come first served. Photos are
 * decoded in turns: each decode holds tens of megabytes (a 12-megapixel photo turned upright is
 * 36 MB of pixels) and keeps a core busy, so twenty uploads at once would hold twenty times that
 * and each take twenty times as long; in turns they take no more memory than `size` decodes.
 */
export function createTurnsOf(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      // The turn passes straight to the next one: `running` stays as it is.
      if (next) next();
      else running--;
    }
  };
}

/** One decode per core. */
export const decodeInTurn = createTurnsOf(availableParallelism());
