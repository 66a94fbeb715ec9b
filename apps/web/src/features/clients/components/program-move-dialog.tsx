import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { daysBetween } from '@kinetic/contracts/calendar';
import type { MoveAssignmentAnswer } from '@kinetic/contracts/program-assignments';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isCalendarDate } from '../../../lib/calendar-date.ts';
import { OpenedReview, usePreviewedWrite } from '../../../entities/workouts/components/review-step.tsx';
import { useMoveProgram, usePreviewMove } from '../api/change-client-program.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

const moveLabel = (n: number) => `Move ${n} ${n === 1 ? 'workout' : 'workouts'}`;

function MoveForm({
  assignment,
  clientName,
  onClose,
}: {
  assignment: ProgramAssignment;
  clientName: string;
  onClose: () => void;
}) {
  const [startDate, setStartDate] = useState(assignment.startDate);
  const flow = usePreviewedWrite({
    id: assignment.id,
    preview: usePreviewMove(),
    write: useMoveProgram(),
    failure: 'Failed to move the program',
    onWritten: ({ moved }: MoveAssignmentAnswer) => {
      toast.success(`${moved} upcoming ${moved === 1 ? 'workout' : 'workouts'} moved`);
      onClose();
    },
  });
  const valid = isCalendarDate(startDate) && startDate !== assignment.startDate;
  const shift = valid ? daysBetween(assignment.startDate, startDate) : 0;

  // The client's other workouts on the days the program lands on come before anything moves.
  const submit = (event: FormEvent) => flow.submit(event, valid ? { body: { startDate } } : null);

  if (flow.step.review) {
    return (
      <OpenedReview flow={flow} nameOf={() => clientName} confirmLabel={moveLabel} pendingLabel="Moving..." />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="New start date"
        type="date"
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
        hint={
          shift
            ? `Its upcoming workouts move ${days(Math.abs(shift))} ${shift > 0 ? 'later' : 'earlier'}; completed ones stay.`
            : 'Its upcoming workouts move by as many days as the start; completed ones stay.'
        }
      />
      <FormAlert>{flow.error}</FormAlert>
      <FormActions onCancel={onClose} busy={flow.busy}>
        <Button type="submit" disabled={!valid} loading={flow.busy}>
          Move start
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * 'Move start': a new start date for an assigned program; its upcoming workouts follow, after a
 * review of the days the client already trains on when they land on any.
 */
export function ProgramMoveDialog({
  assignment,
  clientName,
  onClose,
}: {
  assignment: ProgramAssignment | null;
  clientName: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={assignment !== null}
      onClose={onClose}
      title="Move start"
      description={assignment ? `Choose the new start of "${assignment.programName}".` : undefined}
      size="sm"
    >
      {assignment && (
        <MoveForm key={assignment.id} assignment={assignment} clientName={clientName} onClose={onClose} />
      )}
    </Modal>
  );
}
