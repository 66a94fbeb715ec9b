import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { daysBetween } from '@kinetic/contracts/calendar';
import type { ProgramAssignment } from '@kinetic/contracts/programs';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { isCalendarDate } from '../../../lib/calendar-date.ts';
import { useMoveProgram } from '../api/change-client-program.ts';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function MoveForm({ assignment, onClose }: { assignment: ProgramAssignment; onClose: () => void }) {
  const [startDate, setStartDate] = useState(assignment.startDate);
  const [error, setError] = useState<string | null>(null);
  const move = useMoveProgram();
  const valid = isCalendarDate(startDate) && startDate !== assignment.startDate;
  const shift = valid ? daysBetween(assignment.startDate, startDate) : 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!valid) return;
    setError(null);
    move.mutate(
      { id: assignment.id, startDate },
      {
        onSuccess: ({ moved }) => {
          toast.success(`${moved} upcoming ${moved === 1 ? 'workout' : 'workouts'} moved`);
          onClose();
        },
        onError: (e) => setError(errorText(e, 'Failed to move the program')),
      },
    );
  };
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
        <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!valid} loading={move.isPending}>
          Move start
        </Button>
      </div>
    </form>
  );
}

/** 'Move start': a new start date for an assigned program; its upcoming workouts follow. */
export function ProgramMoveDialog({
  assignment,
  onClose,
}: {
  assignment: ProgramAssignment | null;
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
      {assignment && <MoveForm key={assignment.id} assignment={assignment} onClose={onClose} />}
    </Modal>
  );
}
