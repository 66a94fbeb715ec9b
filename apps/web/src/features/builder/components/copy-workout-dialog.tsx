import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { AlertCircle } from 'lucide-react';
import { copyWorkoutInput } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useClientPicker } from '../../../entities/clients/api/get-clients.ts';
import { useCopyWorkout } from '../api/copy-workout.ts';

const REQUIRED = 'Please fill in all required fields for copying';

function CopyForm({
  workoutId,
  sourceName,
  onClose,
}: {
  workoutId: string;
  sourceName: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const clients = useClientPicker();
  const copy = useCopyWorkout();
  const [name, setName] = useState(sourceName.trim() ? `Copy of ${sourceName}` : 'Copy of Workout');
  const [assignedTo, setAssignedTo] = useState('');
  const [scheduledDate, setScheduledDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filled = name.trim() !== '' && assignedTo !== '' && scheduledDate !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the builder's form, but React still bubbles the submit event up
    // its tree: without this the builder would save (PUT) the workout and open its own client too.
    event.stopPropagation();
    if (!filled) {
      setError(REQUIRED);
      return;
    }
    const parsed = copyWorkoutInput.safeParse({ name, assignedTo, scheduledDate });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REQUIRED);
      return;
    }
    setError(null);
    copy.mutate(
      { id: workoutId, body: parsed.data },
      {
        onSuccess: () => {
          toast.success('Workout copied successfully');
          onClose();
          void navigate(`/trainer/clients/${parsed.data.assignedTo}`);
        },
        onError: (e) => setError(errorText(e, 'Failed to copy workout')),
      },
    );
  };

  return (
    <form id="copy-workout-form" onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Workout Name *"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label="Assign to Client *"
        value={assignedTo}
        onChange={(e) => setAssignedTo(e.target.value)}
        hint={
          clients.isPending
            ? 'Loading clients...'
            : clients.isError
              ? 'Your clients could not be loaded.'
              : undefined
        }
      >
        <option value="">Select a client...</option>
        {clients.data?.clients.map((c) => (
          <option key={c.id} value={c.id}>
            {c.firstName} {c.lastName}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Scheduled Date *"
        type="date"
        value={scheduledDate}
        onChange={(e) => setScheduledDate(e.target.value)}
      />
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={copy.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!filled} loading={copy.isPending}>
          {copy.isPending ? 'Copying...' : 'Copy Workout'}
        </Button>
      </div>
    </form>
  );
}

/** Copies the workout being edited to a client and date, then opens that client's page. */
export function CopyWorkoutDialog({
  open,
  onClose,
  workoutId,
  sourceName,
}: {
  open: boolean;
  onClose: () => void;
  workoutId: string;
  sourceName: string;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Copy Workout"
      description="Create a new scheduled workout from this one."
    >
      {open && <CopyForm workoutId={workoutId} sourceName={sourceName} onClose={onClose} />}
    </Modal>
  );
}
