import { useEffect, useRef } from 'react';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { COUNTDOWN_TEXTS, formatClock } from '@kinetic/contracts/durations';
import { cn } from '../../../components/ui/cn.ts';
import { primeRestAlert, signalRestOver } from '../../../entities/workouts/lib/rest-alert.ts';
import { useCountdown } from '../lib/use-countdown.ts';

const controlClasses =
  'flex min-h-12 items-center justify-center gap-1.5 rounded-lg px-4 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:min-h-11';

/**
 * The countdown of a timed set (or of an exercise timed as a whole) in gym mode: big mm:ss with
 * Start / Pause / Reset. At zero it vibrates and beeps, the actual duration takes the target and the
 * set is ticked done (which starts the rest, as a tap on Done does).
 */
export function SetCountdown({
  seconds,
  context,
  target,
  value,
  done,
  onFill,
  onDone,
}: {
  /** The target duration, read (more than 0). */
  seconds: number;
  /** Names the set for screen readers: 'Plank set 1'. */
  context: string;
  /** The target as the trainer wrote it ('45s'): what the actual duration takes at zero. */
  target: string;
  /** The actual duration as it stands. */
  value: string;
  done: boolean;
  onFill: (duration: string) => void;
  onDone: () => void;
}) {
  // At zero with another duration typed: it takes the target first, then the set is ticked once the
  // page holds it (the tick saves what the page holds).
  const tickWhenFilled = useRef(false);
  useEffect(() => {
    if (!tickWhenFilled.current || value !== target) return;
    tickWhenFilled.current = false;
    onDone();
  }, [value, target, onDone]);

  const timer = useCountdown(seconds, () => {
    signalRestOver();
    if (done) return;
    if (value.trim() === '' || value === target) onDone();
    else {
      tickWhenFilled.current = true;
      onFill(target);
    }
  });
  const running = timer.status === 'running';
  const name = (action: string) => `${action} ${COUNTDOWN_TEXTS.region(context)}`;
  const startLabel = timer.status === 'paused' ? COUNTDOWN_TEXTS.resume : COUNTDOWN_TEXTS.start;

  return (
    <section
      aria-label={COUNTDOWN_TEXTS.region(context)}
      className={cn(
        'mt-3 flex flex-wrap items-center gap-3 rounded-lg px-3 py-2',
        timer.status === 'over' ? 'bg-green-100 text-green-900' : 'bg-slate-900 text-white',
      )}
    >
      <p className="grow font-mono text-4xl leading-none font-bold tabular-nums">
        <time dateTime={`PT${Math.ceil(timer.remainingMs / 1000)}S`}>
          {formatClock(timer.remainingMs / 1000)}
        </time>
      </p>
      {/* Polite and told only at the start, 10 s before the end and at the end: not every second. */}
      <p role="status" className="sr-only">
        {timer.announcement}
      </p>
      {/* Beside the time where they fit, else below it: never over it. */}
      <div className="ml-auto flex gap-2">
        {running ? (
          <button
            type="button"
            aria-label={name(COUNTDOWN_TEXTS.pause)}
            onClick={timer.pause}
            className={cn(controlClasses, 'bg-white/10 text-white hover:bg-white/20')}
          >
            <Pause aria-hidden="true" className="size-5" />
            {COUNTDOWN_TEXTS.pause}
          </button>
        ) : (
          <button
            type="button"
            aria-label={name(startLabel)}
            onClick={() => {
              // Browsers sound a tone only after a tap: the tap that starts the countdown primes it.
              primeRestAlert();
              timer.start();
            }}
            className={cn(controlClasses, 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900')}
          >
            <Play aria-hidden="true" className="size-5" />
            {startLabel}
          </button>
        )}
        {timer.status !== 'idle' && (
          <button
            type="button"
            aria-label={name(COUNTDOWN_TEXTS.reset)}
            onClick={timer.reset}
            className={cn(
              controlClasses,
              'px-3',
              timer.status === 'over' ? 'hover:bg-green-200' : 'text-white hover:bg-white/10',
            )}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
            {COUNTDOWN_TEXTS.reset}
          </button>
        )}
      </div>
    </section>
  );
}
