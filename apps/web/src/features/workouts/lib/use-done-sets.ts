import { useCallback, useState } from 'react';

const storageKey = (workoutId: string) => `kinetic.done-sets.${workoutId}`;
const startKey = (workoutId: string) => `kinetic.started.${workoutId}`;

function readStart(workoutId: string): number | null {
  try {
    const value = Number(localStorage.getItem(startKey(workoutId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeStart(workoutId: string, at: number | null): void {
  try {
    if (at === null) localStorage.removeItem(startKey(workoutId));
    else localStorage.setItem(startKey(workoutId), String(at));
  } catch {
    // As for the marks: kept as long as the page.
  }
}

function read(workoutId: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(workoutId)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

function write(workoutId: string, done: ReadonlySet<string>): void {
  try {
    if (done.size === 0) localStorage.removeItem(storageKey(workoutId));
    else localStorage.setItem(storageKey(workoutId), JSON.stringify([...done]));
  } catch {
    // Refused storage (private browsing): the marks last as long as the page.
  }
}

/**
 * The set rows (and timed exercises) the client has ticked off while training, by id. The server keeps the actual
 * values, not the ticks: they are the client's progress through the session on this device, kept in
 * localStorage so that a reload or a locked phone does not lose them, and cleared on completion
 * (which sends the sets never ticked as skipped, when the client chooses so). With them, when the
 * first was ticked.
 */
export function useDoneSets(workoutId: string) {
  const [done, setDone] = useState<ReadonlySet<string>>(() => read(workoutId));
  // When the first set was ticked: the session's start, for the summary's duration.
  const [startedAt, setStartedAt] = useState<number | null>(() => readStart(workoutId));
  const mark = useCallback(
    (setId: string, isDone: boolean) => {
      if (isDone && readStart(workoutId) === null) {
        const now = Date.now();
        writeStart(workoutId, now);
        setStartedAt(now);
      }
      setDone((current) => {
        const next = new Set(current);
        if (isDone) next.add(setId);
        else next.delete(setId);
        write(workoutId, next);
        return next;
      });
    },
    [workoutId],
  );
  const clear = useCallback(() => {
    write(workoutId, new Set());
    writeStart(workoutId, null);
    setDone(new Set());
    setStartedAt(null);
  }, [workoutId]);
  return { done, startedAt, mark, clear };
}
