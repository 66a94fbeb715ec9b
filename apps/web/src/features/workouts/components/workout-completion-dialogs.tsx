import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import type { useWorkoutCompletion } from '../lib/use-workout-completion.ts';
import { UntickedSetsPrompt } from './unticked-sets-prompt.tsx';
import { WorkoutCompletionSummary } from './workout-completion-summary.tsx';

/**
 * The dialogs of completing a workout: the confirmation (or, with sets never ticked, the question
 * whether they were done), then the summary. `unsaved`: changes not submitted yet go with it.
 */
export function WorkoutCompletionDialogs({
  completion,
  unsaved,
}: {
  completion: ReturnType<typeof useWorkoutCompletion>;
  unsaved: boolean;
}) {
  return (
    <>
      <ConfirmDialog
        open={completion.asking === 'confirm'}
        onCancel={completion.cancel}
        onConfirm={() => completion.complete(false)}
        busy={completion.completing}
        title="Complete this workout?"
        description={
          unsaved
            ? 'Your results, including the changes not yet submitted, are saved with it. A completed workout can no longer be changed.'
            : 'Your results are saved with it. A completed workout can no longer be changed.'
        }
        confirmLabel="Complete workout"
        cancelLabel="Not yet"
      />
      <UntickedSetsPrompt
        open={completion.asking === 'unticked'}
        unticked={completion.unticked}
        busy={completion.completing}
        onMarkDone={() => completion.complete(false)}
        onOnlyTicked={() => completion.complete(true)}
        onCancel={completion.cancel}
      />
      <WorkoutCompletionSummary
        summary={completion.summary?.summary ?? null}
        waiting={completion.summary?.waiting ?? false}
        onClose={completion.closeSummary}
        onShowProgress={completion.showProgress}
      />
    </>
  );
}
