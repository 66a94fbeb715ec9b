import { CheckCircle2, Trophy } from 'lucide-react';
import { describeRecord, formatWeight, type PersonalRecord } from '@kinetic/contracts/records';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { CompletionSummary } from '../lib/honest-completion.ts';
import { WorkoutFacts, type WorkoutFact } from './workout-facts.tsx';

const count = (n: number) => (n === 1 ? '1 set' : `${n} sets`);

/**
 * Shown once a workout is completed: how long it took, the sets done and skipped, the volume lifted
 * and the personal records it set. `waiting`: completed on the device, not yet sent (records are
 * found by the server, so they come once it is sent).
 */
export function WorkoutCompletionSummary({
  summary,
  waiting,
  onClose,
  onShowProgress,
}: {
  summary: CompletionSummary | null;
  waiting: boolean;
  onClose: () => void;
  /** Opens the first record's chart. */
  onShowProgress: (record: PersonalRecord) => void;
}) {
  const first = summary?.records[0];
  const facts: WorkoutFact[] = summary
    ? [
        ['Duration', summary.minutes === null ? '—' : `${summary.minutes} min`],
        ['Sets done', count(summary.done)],
        ['Sets skipped', count(summary.skipped)],
        ['Volume', formatWeight(summary.volume, summary.unit)],
      ]
    : [];
  return (
    <Modal
      open={summary !== null}
      onClose={onClose}
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <CheckCircle2 aria-hidden="true" className="size-5 text-green-600" />
          Workout complete
        </span>
      }
      description={
        waiting
          ? 'Saved on this device: it is sent as soon as you are online.'
          : 'Workout completed. Great work!'
      }
      footer={
        <>
          {first && (
            <Button variant="secondary" onClick={() => onShowProgress(first)}>
              See my progress
            </Button>
          )}
          <Button onClick={onClose}>{waiting ? 'OK' : 'Back to workouts'}</Button>
        </>
      }
    >
      <WorkoutFacts facts={facts} look="totals" />
      {summary && summary.records.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">
            {summary.records.length === 1
              ? 'New personal record!'
              : `${summary.records.length} new personal records!`}
          </h3>
          <ul className="mt-2 space-y-2">
            {summary.records.map((r) => (
              <li
                key={r.exerciseId}
                className="flex items-start gap-3 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-slate-900"
              >
                <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                <span>New personal record: {describeRecord(r)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {summary && summary.records.length === 0 && !waiting && (
        <p className="mt-4 text-sm text-slate-600">No new personal records this time.</p>
      )}
    </Modal>
  );
}
