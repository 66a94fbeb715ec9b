import { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'react-hot-toast';
import { ArrowLeft, CheckCircle2, CircleAlert } from 'lucide-react';
import type { SetBlock, Workout } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { WorkoutSummaryCard } from '../../../entities/workouts/components/workout-summary-card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import type { WriteOutcome } from '../../../lib/write-queue.ts';
import type { useWorkoutWrites } from '../api/client-workout-writes.ts';
import { formatOptionalDate } from '../../../lib/calendar-date.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { primeRestAlert, signalRestOver } from '../../../entities/workouts/lib/rest-alert.ts';
import { restPeriodSeconds } from '../../../entities/workouts/lib/rest-period.ts';
import { useRestTimer } from '../../../entities/workouts/lib/use-rest-timer.ts';
import { fillSetFromTargets, fillTimedFromTargets } from '../lib/client-workout-feedback.ts';
import { isCompletedWorkout } from '../../../entities/workouts/lib/workout-status.ts';
import { refusalText, summarizeDraft } from '../lib/queued-workout.ts';
import { buildSaveBody } from '../lib/changed-actuals.ts';
import { useDoneSets } from '../lib/use-done-sets.ts';
import { draftOf, exerciseIndexes, painForm, workoutForm, workoutFormValues } from '../lib/workout-form.ts';
import { CLIENT_WORKOUTS_PATH, useWorkoutCompletion } from '../lib/use-workout-completion.ts';
import { ClientWorkoutBlock } from './client-workout-block.tsx';
import { PainReportField } from './pain-report-field.tsx';
import { WorkoutCompletionDialogs } from './workout-completion-dialogs.tsx';
import { WorkoutFooter } from './workout-footer.tsx';
import { WriteStatus } from '../../../components/ui/write-status.tsx';

function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => void navigate(CLIENT_WORKOUTS_PATH)}
      className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      aria-label="Back"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The workout being performed: its sets to log and tick off, the feedback to save, the Complete action. */
export function WorkoutPerformance({
  workout,
  writes,
  restDefaultSeconds,
}: {
  workout: Workout;
  writes: ReturnType<typeof useWorkoutWrites>;
  restDefaultSeconds: number;
}) {
  const ownUnit = useWeightUnit();
  const [defaults] = useState(() => workoutFormValues(workout, ownUnit));
  const [indexes] = useState(() => exerciseIndexes(defaults.exercises));
  // Checked when the client saves, ticks a set off or completes (not as they type), with the
  // messages under the fields; "Something hurt" only with the completion.
  const form = useForm({
    defaultValues: defaults,
    resolver: zodResolver(workoutForm),
  });
  const { getValues, setValue, trigger } = form;
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const doneSets = useDoneSets(workout.id);
  const rest = useRestTimer(`kinetic.rest-end.${workout.id}`, signalRestOver);

  const edited = useCallback(
    (exerciseId: string) =>
      setUnsaved((current) => (current.has(exerciseId) ? current : new Set(current).add(exerciseId))),
    [],
  );
  const draft = () => draftOf(getValues('exercises'));

  /** Checks the typed values; false (with the messages under the fields) when something is wrong. */
  const check = async (): Promise<boolean> => {
    const valid = await trigger('exercises');
    if (!valid) toast.error('Please check the highlighted values');
    return valid;
  };

  const completion = useWorkoutCompletion({
    workout,
    values: () => ({ draft: draft(), pain: painForm.safeParse(getValues('pain')).data ?? undefined }),
    writes,
    doneSets,
    // The typed values and the "Something hurt" part are checked before the client is asked.
    check: async () => {
      const painValid = await trigger('pain');
      return (await check()) && painValid;
    },
    onCompleted: () => {
      setUnsaved(new Set());
      rest.skip();
    },
    onError: setSaveError,
  });
  const completed = isCompletedWorkout(workout);
  const busy = saving || completion.completing;
  const completedOn = formatOptionalDate(workout.completedDate);

  /**
   * Keeps the values on the device and sends them: `onSent` once the server has them. Values waiting
   * for the network are no longer unsaved (they are on the device); a refusal shows above the sets.
   * Null when the values could not even be kept (signed out meanwhile).
   */
  const save = (onSent?: () => void): Promise<WriteOutcome | null> => {
    setSaveError(null);
    setSaving(true);
    const values = draft();
    const sending = writes.save(buildSaveBody(workout, values), summarizeDraft(workout, values));
    return sending
      .then((outcome) => {
        if (outcome.state !== 'refused') setUnsaved(new Set());
        if (outcome.state === 'sent') onSent?.();
        return outcome;
      })
      .catch((failure: unknown) => {
        // Not even kept on the device (signed out meanwhile): say so where the save was asked.
        setSaveError(errorText(failure, 'Failed to save performance feedback'));
        return null;
      })
      .finally(() => setSaving(false));
  };

  const submitFeedback = () => {
    void check().then((valid) => {
      if (valid) void save(() => toast.success('Performance feedback saved'));
    });
  };

  /**
   * One tap per set (or per timed exercise, `id` being the exercise's own): empty actuals take the
   * targets, the values are saved as by the feedback button, and the block's rest (else the default)
   * starts. Tapping a done one again only un-ticks it.
   */
  const toggleDone = (block: SetBlock, exerciseId: string, id: string) => {
    if (doneSets.done.has(id)) {
      doneSets.mark(id, false);
      return;
    }
    const exercise = block.exercises.find((e) => e.id === exerciseId);
    const index = indexes.get(exerciseId);
    if (!exercise || index === undefined) return;
    const path = `exercises.${index}` as const;
    const current = getValues(path);
    setValue(
      path,
      id === exerciseId ? fillTimedFromTargets(exercise, current) : fillSetFromTargets(exercise, current, id),
    );
    const seconds = restPeriodSeconds(block.restPeriod) ?? restDefaultSeconds;
    // Browsers sound the rest's end only after a tap: primed by this one.
    if (seconds > 0) primeRestAlert();
    void check().then((valid) => {
      // A wrong value elsewhere: not ticked, and nothing filled in.
      if (valid) tick(id, seconds);
      else setValue(path, current);
    });
  };

  /** A set (or timed exercise) ticked off, its values filled: marked, the rest started, saved. */
  const tick = (id: string, restSeconds: number) => {
    doneSets.mark(id, true);
    if (restSeconds > 0) rest.start(restSeconds * 1000);
    void save().then((outcome) => {
      if (outcome && outcome.state !== 'refused') return;
      doneSets.mark(id, false);
      rest.skip();
    });
  };

  return (
    <FormProvider {...form}>
      <div className={cn('mx-auto max-w-4xl', !completed && 'pb-2')}>
        <div className="mb-5 flex items-start gap-2 sm:mb-6 sm:items-center sm:gap-3">
          <BackButton />
          <h1 className="min-w-0 flex-1 pt-1.5 text-2xl font-bold tracking-tight break-words text-slate-900 sm:pt-0 sm:text-3xl">
            {workout.name}
          </h1>
          {completed ? (
            <span className="mt-1.5 inline-flex shrink-0 items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800 ring-1 ring-green-200 ring-inset sm:mt-0">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Completed
            </span>
          ) : (
            <Button
              variant="secondary"
              size="lg"
              onClick={completion.ask}
              loading={completion.completing}
              disabled={busy}
              className="shrink-0 px-3 sm:px-5"
            >
              {!completion.completing && (
                <CheckCircle2 aria-hidden="true" className="size-5 text-brand-700" />
              )}
              Complete
            </Button>
          )}
        </div>

        <WorkoutSummaryCard workout={workout} completed={completed} />

        <WriteStatus
          writes={writes.writes}
          onDismiss={() => void writes.dismiss()}
          refusalText={refusalText}
        />

        {completed && (
          <p className="mb-5 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            This workout is completed{completedOn ? ` (${completedOn})` : ''}; your results are read-only.
          </p>
        )}

        <div className="space-y-4">
          {workout.sets.map((block) => (
            <ClientWorkoutBlock
              key={block.id}
              block={block}
              indexes={indexes}
              onEdit={edited}
              readOnly={completed}
              unsaved={unsaved}
              done={doneSets.done}
              onToggleDone={completed ? undefined : toggleDone}
            />
          ))}
          {workout.sets.length === 0 && (
            <Card className="p-6 text-center text-sm text-slate-500">This workout has no sets yet.</Card>
          )}
        </div>

        {!completed && <PainReportField disabled={busy} />}

        {saveError && (
          <div
            role="alert"
            className="mt-5 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">Error saving workout</p>
              <p className="mt-1 text-sm">{saveError}</p>
            </div>
          </div>
        )}

        {!completed && (
          <WorkoutFooter
            rest={rest}
            offerCompletion={completion.allTicked ? completion.ask : undefined}
            unsaved={unsaved.size}
            saving={saving}
            busy={busy}
            onSubmit={submitFeedback}
          />
        )}

        <WorkoutCompletionDialogs completion={completion} unsaved={unsaved.size > 0} />
      </div>
    </FormProvider>
  );
}
