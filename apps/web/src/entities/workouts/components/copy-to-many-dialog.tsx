import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { copiesInput } from '@kinetic/contracts/calendar';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useCopyWorkouts } from '../api/copy-workouts.ts';
import {
  ClientsAndDates,
  targetsOf,
  targetsProblem,
  type ClientsAndDatesValue,
} from './clients-and-dates.tsx';
import { copiedMessage } from './copy-workout-dialog.tsx';

/** The workout to copy: its id, name and day. */
export interface CopySourceWorkout {
  id: string;
  name: string;
  scheduledDate: string | null;
}

function CopyToManyForm({ workout, onClose }: { workout: CopySourceWorkout; onClose: () => void }) {
  const copy = useCopyWorkouts();
  // The copies keep the workout's own name: the same session for several clients is one workout.
  const [name, setName] = useState(workout.name);
  const [who, setWho] = useState<ClientsAndDatesValue>({
    clientIds: [],
    dates: [workout.scheduledDate ?? ''],
  });
  const [error, setError] = useState<string | null>(null);
  const targets = targetsOf(who, name.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problem = name.trim() ? targetsProblem(who) : 'Workout name is required';
    const parsed = copiesInput.safeParse({ targets });
    if (problem || !parsed.success) {
      setError(problem ?? parsed.error?.issues[0]?.message ?? 'Choose clients and dates');
      return;
    }
    setError(null);
    copy.mutate(
      { id: workout.id, body: parsed.data },
      {
        onSuccess: ({ workouts }) => {
          toast.success(copiedMessage(workouts.length));
          onClose();
        },
        onError: (e) => setError(errorText(e, 'Failed to copy workout')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Workout Name *"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      <ClientsAndDates value={who} onChange={setWho} />
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={targets.length === 0} loading={copy.isPending}>
          {copy.isPending
            ? 'Copying...'
            : targets.length > 1
              ? `Copy ${targets.length} Workouts`
              : 'Copy Workout'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Copies a workout to several clients at once, on one or more days, under the workout's own name
 * unless changed (the calendar's copy). One call: all of them or none.
 */
export function CopyToManyDialog({
  workout,
  onClose,
}: {
  workout: CopySourceWorkout | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={workout !== null}
      onClose={onClose}
      title="Copy to clients"
      description={workout ? `Copy "${workout.name}" to several clients and dates at once.` : undefined}
      size="lg"
    >
      {workout && <CopyToManyForm key={workout.id} workout={workout} onClose={onClose} />}
    </Modal>
  );
}
