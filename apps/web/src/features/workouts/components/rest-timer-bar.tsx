import { BellRing, Timer } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatRest } from '../../../entities/workouts/lib/rest-period.ts';
import type { RestTimer } from '../../../entities/workouts/lib/use-rest-timer.ts';

/** What '+30 s' adds to a rest. */
export const REST_EXTENSION_MS = 30_000;

/**
 * The rest between sets: the time left (mm:ss) with '+30 s' and 'Skip', then 'Rest over'. Nothing
 * while no rest is under way. The page places it in its sticky footer, above the save button.
 */
export function RestTimerBar({ timer }: { timer: RestTimer }) {
  if (timer.status === 'idle') return null;
  if (timer.status === 'over')
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-green-600 px-4 py-2.5 text-white shadow-sm"
      >
        <BellRing aria-hidden="true" className="size-6 shrink-0" />
        <p className="min-w-0 flex-1 text-lg font-bold">Rest over</p>
        <Button
          variant="secondary"
          size="lg"
          onClick={timer.skip}
          className="border-transparent px-4 text-green-800"
        >
          Dismiss
        </Button>
      </div>
    );
  const left = formatRest(timer.remainingMs);
  return (
    <section
      aria-label="Rest timer"
      className="flex items-center gap-2 rounded-xl bg-slate-900 px-3 py-2 text-white shadow-sm sm:gap-3 sm:px-4"
    >
      <Timer aria-hidden="true" className="hidden size-6 shrink-0 text-brand-300 min-[360px]:block" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium tracking-wide text-slate-300 uppercase">Rest</p>
        {/* Not a live region: the digits change every second; they are read when reached. */}
        <p className="font-mono text-3xl leading-none font-bold tabular-nums">
          <time dateTime={`PT${Math.ceil(timer.remainingMs / 1000)}S`}>{left}</time>
        </p>
      </div>
      <Button
        variant="ghost"
        size="lg"
        onClick={() => timer.add(REST_EXTENSION_MS)}
        className="px-3 text-white hover:bg-white/10 hover:text-white active:bg-white/20"
      >
        +30 s
      </Button>
      <Button variant="secondary" size="lg" onClick={timer.skip} className="border-transparent px-4">
        Skip
      </Button>
    </section>
  );
}
