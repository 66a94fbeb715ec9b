import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompleteAnswer, PersonalRecord } from '@kinetic/contracts/records';
import type { PainReport, Workout } from '@kinetic/contracts/workouts';
import { errorText } from '../../../lib/api-client.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import type { useWorkoutWrites } from '../api/client-workout-writes.ts';
import type { WorkoutDraft } from './client-workout-feedback.ts';
import { buildCompleteBody } from './feedback-body.ts';
import { summarizeCompletion, tickIds, withSkipped, type CompletionSummary } from './honest-completion.ts';
import { summarizeDraft, withActuals } from './queued-workout.ts';
import type { useDoneSets } from './use-done-sets.ts';

/** The client's list of workouts: where a finished workout, and the way back, lead. */
export const CLIENT_WORKOUTS_PATH = '/client/workouts';

/**
 * Completing a workout: asked once ("Complete this workout?"), or, when the client ticked sets off
 * and left some unticked, asked whether those were done. Then sent (or kept on the device offline)
 * and summed up. `check` validates the typed values first; `values` are what is sent (with what the
 * client said hurt); `onCompleted` tidies the page once the completion is sent or kept; `onError`
 * says why it could not even be kept.
 */
export function useWorkoutCompletion({
  workout,
  values,
  writes,
  doneSets,
  check,
  onCompleted,
  onError,
}: {
  workout: Workout;
  values: () => { draft: WorkoutDraft; pain: PainReport | undefined };
  writes: ReturnType<typeof useWorkoutWrites>;
  doneSets: ReturnType<typeof useDoneSets>;
  check: () => Promise<boolean>;
  onCompleted: () => void;
  onError: (message: string | null) => void;
}) {
  const navigate = useNavigate();
  const unit = useWeightUnit();
  const [asking, setAsking] = useState<'confirm' | 'unticked' | null>(null);
  const [completing, setCompleting] = useState(false);
  const [summary, setSummary] = useState<{ summary: CompletionSummary; waiting: boolean } | null>(null);

  const ids = tickIds(workout);
  const ticked = ids.filter((id) => doneSets.done.has(id)).length;
  const unticked = ids.length - ticked;

  const ask = () => {
    void check().then((ok) => {
      // Only a client who used the ticks is asked about the sets left: the others record everything.
      if (ok) setAsking(ticked > 0 && unticked > 0 ? 'unticked' : 'confirm');
    });
  };

  /** `onlyTicked`: the sets never ticked are recorded as skipped. */
  const complete = (onlyTicked: boolean) => {
    onError(null);
    setCompleting(true);
    const { draft, pain } = values();
    const full = { ...buildCompleteBody(workout, draft, new Date()), ...(pain ? { pain } : {}) };
    const body = onlyTicked ? withSkipped(full, workout, doneSets.done) : full;
    writes
      .complete(body, summarizeDraft(workout, draft))
      .then((outcome) => {
        setAsking(null);
        if (outcome.state === 'refused') return;
        const startedAt = doneSets.startedAt;
        onCompleted();
        doneSets.clear();
        const waiting = outcome.state === 'waiting';
        // (An API process of the previous version, during an update, answers without records.)
        const answer = waiting ? undefined : (outcome.answer as Partial<CompleteAnswer>);
        const records: PersonalRecord[] = answer?.records ?? [];
        const done = answer?.workout ?? withActuals(workout, body);
        const timing = { startedAt, completedAt: Date.parse(body.completedDate) };
        setSummary({ summary: summarizeCompletion(done, timing, unit, records), waiting });
      })
      .catch((failure: unknown) => {
        setAsking(null);
        onError(errorText(failure, 'Failed to save workout'));
      })
      .finally(() => setCompleting(false));
  };

  return {
    ask,
    asking,
    cancel: () => setAsking(null),
    complete,
    completing,
    unticked,
    /** Every set ticked off (by a client who ticks): gym mode offers to complete. */
    allTicked: ids.length > 0 && unticked === 0,
    summary,
    /** Sent: back to the list. Kept on the device: the client stays on the workout. */
    closeSummary: () => {
      if (summary?.waiting) setSummary(null);
      else void navigate(CLIENT_WORKOUTS_PATH);
    },
    showProgress: (record: PersonalRecord) =>
      void navigate(`/client/progress?exercise=${encodeURIComponent(record.exerciseId)}`),
  };
}
