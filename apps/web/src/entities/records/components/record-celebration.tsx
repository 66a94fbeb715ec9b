import { PartyPopper, Trophy } from 'lucide-react';
import { describeRecord, type PersonalRecord } from '@kinetic/contracts/records';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** Told after completing a workout that set personal records: one line per record. */
export function RecordCelebration({
  records,
  onClose,
  onShowProgress,
}: {
  records: readonly PersonalRecord[];
  onClose: () => void;
  /** Opens the first record's chart. */
  onShowProgress: (record: PersonalRecord) => void;
}) {
  const first = records[0];
  return (
    <Modal
      open={records.length > 0}
      onClose={onClose}
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <PartyPopper aria-hidden="true" className="size-5 text-amber-500" />
          {records.length === 1 ? 'New personal record!' : `${records.length} new personal records!`}
        </span>
      }
      description="Workout completed. You beat your best:"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
          {first && <Button onClick={() => onShowProgress(first)}>See my progress</Button>}
        </>
      }
    >
      <ul className="space-y-2">
        {records.map((r) => (
          <li
            key={r.exerciseId}
            className="flex items-start gap-3 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-slate-900"
          >
            <Trophy aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
            <span>New personal record: {describeRecord(r)}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
