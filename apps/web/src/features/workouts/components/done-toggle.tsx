import { Check } from 'lucide-react';
import { DONE_LABEL } from '@kinetic/contracts/workout-texts';
import { cn } from '../../../components/ui/cn.ts';

/**
 * One tap per set (or per exercise timed as a whole): a large toggle that ticks it off (the page fills
 * empty actuals from the targets, saves and starts the rest) or, pressed again, un-ticks it.
 */
export function DoneToggle({
  label,
  done,
  onToggle,
}: {
  label: string;
  done: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={done}
      aria-label={label}
      onClick={onToggle}
      className={cn(
        'mt-3 flex min-h-12 w-full items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:mt-0 sm:min-h-11 sm:w-auto sm:min-w-28',
        done
          ? 'bg-green-600 text-white hover:bg-green-700 active:bg-green-800'
          : 'border-2 border-brand-600 bg-white text-brand-800 hover:bg-brand-50 active:bg-brand-100',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 items-center justify-center rounded-full',
          done ? 'bg-white text-green-700' : 'border-2 border-brand-600',
        )}
      >
        {done && <Check className="size-4" strokeWidth={3} />}
      </span>
      {DONE_LABEL}
    </button>
  );
}
