import { DatabaseBusyError } from './errors.ts';

/**
 * One turn at a time, first come first served, with a bounded wait: the embedded database runs one
 * statement or transaction at a time, and a caller that cannot have its turn in time fails with
 * DatabaseBusyError (answered 503) instead of waiting without end. A caller that gave up is taken
 * out of the queue: its work never runs later behind its back.
 */
export function createTurns() {
  let busy = false;
  const waiting: { grant: () => void }[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next.grant();
    else busy = false;
  }

  function wait(timeoutMs: number): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(entry);
        if (at < 0) return;
        waiting.splice(at, 1);
        reject(new DatabaseBusyError(timeoutMs));
      }, timeoutMs);
      waiting.push(entry);
    });
  }

  return {
    /** Runs `work` in its turn, once the turns before it are done; waits at most `timeoutMs`. */
    async run<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
      if (busy) await wait(timeoutMs);
      else busy = true;
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Someone holds the turn now. */
    get busy() {
      return busy;
    },
  };
}
