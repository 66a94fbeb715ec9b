import { useState, type FormEvent } from 'react';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isCalendarDate } from '../../../lib/calendar-date.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

/** 'Move to date': the way to reschedule without dragging (keyboards, phones). */
export function MoveDialog({
  workout,
  onClose,
  onMove,
}: {
  workout: CalendarWorkout | null;
  onClose: () => void;
  onMove: (workout: CalendarWorkout, date: string) => void;
}) {
  return (
    <Modal
      open={workout !== null}
      onClose={onClose}
      title="Move to date"
      description={workout ? `Choose the day for "${workout.name}".` : undefined}
      size="sm"
    >
      {workout && <MoveForm key={workout.id} workout={workout} onClose={onClose} onMove={onMove} />}
    </Modal>
  );
}

function MoveForm({
  workout,
  onClose,
  onMove,
}: {
  workout: CalendarWorkout;
  onClose: () => void;
  onMove: (workout: CalendarWorkout, date: string) => void;
}) {
  const [date, setDate] = useState(workout.scheduledDate ?? '');
  const valid = isCalendarDate(date) && date !== workout.scheduledDate;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onMove(workout, date);
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="New date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      <FormActions onCancel={onClose}>
        <Button type="submit" disabled={!valid}>
          Move
        </Button>
      </FormActions>
    </form>
  );
}
