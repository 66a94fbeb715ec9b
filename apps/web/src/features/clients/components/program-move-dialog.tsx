import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { daysBetween } from '@kinetic/contracts/calendar';
import type { MoveAssignmentInput } from '@kinetic/contracts/program-assignments';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { isCalendarDate } from '../../../lib/calendar-date.ts';
import { OpenedReview, useReviewStep } from '../../../entities/workouts/components/review-step.tsx';
import { useMoveProgram, usePreviewMove } from '../api/change-client-program.ts';

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
  const [error, setError] = useState<string | null>(null);
  const move = useMoveProgram();
  const previewing = usePreviewMove();
  const step = useReviewStep<MoveAssignmentInput>();
  const valid = isCalendarDate(startDate) && startDate !== assignment.startDate;
  const shift = valid ? daysBetween(assignment.startDate, startDate) : 0;

  const send = (body: MoveAssignmentInput) =>
    move.mutate(
      { id: assignment.id, body },
      {
        onSuccess: ({ moved }) => {
          toast.success(`${moved} upcoming ${moved === 1 ? 'workout' : 'workouts'} moved`);
          onClose();
        },
        onError: (e) => setError(errorText(e, 'Failed to move the program')),
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!valid) return;
    setError(null);
    const body = { startDate };
    // The client's other workouts on the days the program lands on come before anything moves.
    previewing.mutate(
      { id: assignment.id, body },
      {
        onSuccess: (preview) => {
          if (!step.open(body, preview)) send(body);
        },
        onError: (e) => setError(errorText(e, 'Failed to move the program')),
      },
    );
  };

  if (step.review) {
    return (
      <OpenedReview
        step={step}
        review={step.review}
        send={send}
        nameOf={() => clientName}
        error={error}
        pending={move.isPending}
        onBack={() => setError(null)}
        confirmLabel={moveLabel}
        pendingLabel="Moving..."
      />
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
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={move.isPending || previewing.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid} loading={move.isPending || previewing.isPending}>
          Move start
        </Button>
      </div>
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
