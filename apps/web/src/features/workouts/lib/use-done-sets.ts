import { useCallback, useState } from 'react';

const storageKey = (workoutId: string) => `kinetic.done-sets.${workoutId}`;

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
 * localStorage so that a reload or a locked phone does not lose them, and cleared on completion.
 */
export function useDoneSets(workoutId: string) {
  const [done, setDone] = useState<ReadonlySet<string>>(() => read(workoutId));
  const mark = useCallback(
    (setId: string, isDone: boolean) => {
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
    setDone(new Set());
  }, [workoutId]);
  return { done, mark, clear };
}
