import { useCallback, useEffect, useRef, useState } from 'react';
import { onWallClockTicks } from '../../../lib/wall-clock-ticks.ts';

export type RestTimerStatus = 'idle' | 'running' | 'over';

export interface RestTimer {
  status: RestTimerStatus;
  /** Milliseconds left while running; 0 otherwise. */
  remainingMs: number;
  /** Starts a rest of `ms` from now (replacing any rest under way). */
  start: (ms: number) => void;
  /** Adds `ms` to the rest under way. */
  add: (ms: number) => void;
  /** Ends the rest now, or clears 'Rest over', without a signal. */
  skip: () => void;
}

function readEnd(storageKey: string): number | null {
  try {
    const stored = Number(localStorage.getItem(storageKey));
    return Number.isFinite(stored) && stored > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function writeEnd(storageKey: string, end: number | null): void {
  try {
    if (end === null) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, String(end));
  } catch {
    // Storage may be full or refused (private browsing): the timer still runs in this page.
  }
}

/**
 * A rest countdown kept as its end time (Date.now() + ms), never as a count of ticks: timers stop or
 * slow down while the screen is locked or the tab is in the background, the clock does not. The time
 * left is recomputed on every tick and whenever the page becomes visible again, and the end time is
 * stored under `storageKey` so a reload resumes the same rest. `onEnd` runs once when a rest reaches 0.
 */
export function useRestTimer(storageKey: string, onEnd?: () => void): RestTimer {
  const [end, setEnd] = useState<number | null>(() => readEnd(storageKey));
  const [now, setNow] = useState(() => Date.now());
  const [over, setOver] = useState(false);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const update = useCallback(
    (nextEnd: number | null) => {
      setEnd(nextEnd);
      setNow(Date.now());
      writeEnd(storageKey, nextEnd);
    },
    [storageKey],
  );

  useEffect(() => {
    if (end === null) return;
    const tick = () => {
      const current = Date.now();
      if (current >= end) {
        setEnd(null);
        setOver(true);
        writeEnd(storageKey, null);
        onEndRef.current?.();
      } else setNow(current);
    };
    return onWallClockTicks(tick);
  }, [end, storageKey]);

  const start = useCallback(
    (ms: number) => {
      setOver(false);
      update(Date.now() + ms);
    },
    [update],
  );
  const add = useCallback(
    (ms: number) => {
      if (end !== null) update(end + ms);
    },
    [end, update],
  );
  const skip = useCallback(() => {
    setOver(false);
    update(null);
  }, [update]);

  const status: RestTimerStatus = end !== null ? 'running' : over ? 'over' : 'idle';
  return { status, remainingMs: end !== null ? Math.max(0, end - now) : 0, start, add, skip };
}
