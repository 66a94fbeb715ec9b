import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import type { useRestTimer } from '../../../entities/workouts/lib/use-rest-timer.ts';
import { RestTimerBar } from './rest-timer-bar.tsx';

/**
 * The bottom bar of an open workout: the rest timer, "Complete workout" once every set is ticked
 * off (`offerCompletion`), the count of unsaved exercises and Submit. On a phone it stays in view;
 * on wider screens it sits after the sets, and stays in view only while resting.
 */
export function WorkoutFooter({
  rest,
  offerCompletion,
  unsaved,
  saving,
  busy,
  onSubmit,
}: {
  rest: ReturnType<typeof useRestTimer>;
  offerCompletion?: () => void;
  unsaved: number;
  saving: boolean;
  busy: boolean;
  onSubmit: () => void;
}) {
  const resting = rest.status !== 'idle';
  return (
    <div
      className={cn(
        'sticky bottom-0 z-10 -mx-4 mt-5 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur',
        // On wider screens the footer sits after the sets, and stays in view only while resting.
        resting
          ? 'sm:mx-0 sm:rounded-t-xl sm:border-x sm:px-4'
          : 'sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none',
      )}
    >
      <div className="mb-3 empty:hidden">
        <RestTimerBar timer={rest} />
      </div>
      {offerCompletion && (
        <div className="mb-3 flex flex-col gap-2 rounded-xl border border-green-200 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium text-green-800">Every set is ticked off.</p>
          <Button size="lg" onClick={offerCompletion} disabled={busy} className="w-full sm:w-auto">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            Complete workout
          </Button>
        </div>
      )}
      <div className="flex items-center gap-2 sm:justify-end">
        {unsaved > 0 && (
          <p className="hidden text-sm text-amber-700 sm:mr-auto sm:block">
            {unsaved === 1 ? '1 exercise has' : `${unsaved} exercises have`} unsaved changes
          </p>
        )}
        <Button
          size="lg"
          onClick={onSubmit}
          loading={saving}
          disabled={busy}
          className="w-full whitespace-nowrap sm:w-auto"
        >
          {saving ? 'Saving...' : 'Submit Performance/Feedback'}
        </Button>
      </div>
    </div>
  );
}
