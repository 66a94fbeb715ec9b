import { useCallback, useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TEXTS } from '@kinetic/contracts/durations';
import { onWallClockTicks } from '../../../lib/wall-clock-ticks.ts';

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'over';

export interface Countdown {
  status: CountdownStatus;
  /** Milliseconds left (the whole duration before a start, 0 once over). */
  remainingMs: number;
  /** What a screen reader is told, at the moments worth telling (not every second). */
  announcement: string;
  start: () => void;
  pause: () => void;
  reset: () => void;
}

/** When the time left is announced once on the way down. */
const ANNOUNCE_LEFT_MS = 10_000;

interface Run {
  /** When the running stretch began (Date.now()); null while not running. */
  startedAt: number | null;
  /** Time counted before the running stretch (earlier stretches, before a pause). */
  spentMs: number;
  over: boolean;
}

const IDLE: Run = { startedAt: null, spentMs: 0, over: false };

/**
 * A countdown of `seconds`, kept as when it started and what was spent before a pause, never as a
 * count of ticks: timers stop or slow down while the tab is in the background or the screen is
 * locked, the clock does not. The time left is recomputed on every tick and whenever the page is
 * shown again. `onEnd` runs once when it reaches 0. It announces its start, the last 10 seconds
 * (when it is longer than that) and its end.
 */
export function useCountdown(seconds: number, onEnd: () => void): Countdown {
  const totalMs = seconds * 1000;
  const [run, setRun] = useState<Run>(IDLE);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    const { startedAt, spentMs } = run;
    if (startedAt === null) return;
    let lastLeft = totalMs - spentMs - (Date.now() - startedAt);
    const tick = () => {
      const current = Date.now();
      const left = totalMs - spentMs - (current - startedAt);
      if (left <= 0) {
        setRun({ startedAt: null, spentMs: totalMs, over: true });
        setAnnouncement(COUNTDOWN_TEXTS.over);
        onEndRef.current();
        return;
      }
      if (lastLeft > ANNOUNCE_LEFT_MS && left <= ANNOUNCE_LEFT_MS) setAnnouncement(COUNTDOWN_TEXTS.tenLeft);
      lastLeft = left;
      setNow(current);
    };
    return onWallClockTicks(tick);
  }, [run, totalMs]);

  const start = useCallback(() => {
    if (run.startedAt !== null) return;
    const current = Date.now();
    const spentMs = run.over ? 0 : run.spentMs;
    setNow(current);
    setRun({ startedAt: current, spentMs, over: false });
    setAnnouncement(COUNTDOWN_TEXTS.started(Math.ceil((totalMs - spentMs) / 1000)));
  }, [run, totalMs]);
  const pause = useCallback(() => {
    const current = Date.now();
    setRun((r) =>
      r.startedAt === null ? r : { startedAt: null, spentMs: r.spentMs + current - r.startedAt, over: false },
    );
    setAnnouncement(COUNTDOWN_TEXTS.paused);
  }, []);
  const reset = useCallback(() => {
    setRun(IDLE);
    setAnnouncement('');
  }, []);

  const status: CountdownStatus = run.over
    ? 'over'
    : run.startedAt !== null
      ? 'running'
      : run.spentMs > 0
        ? 'paused'
        : 'idle';
  const remainingMs = run.over
    ? 0
    : Math.max(0, totalMs - run.spentMs - (run.startedAt === null ? 0 : now - run.startedAt));
  return { status, remainingMs, announcement, start, pause, reset };
}
