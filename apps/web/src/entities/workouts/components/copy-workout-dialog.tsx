import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { CopiesAnswer } from '@kinetic/contracts/calendar';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { clientNamer, useClientPicker } from '../../clients/api/get-clients.ts';
import { useCopiesCalls } from '../api/copies.ts';
import {
  ClientsAndDates,
  copiesBody,
  targetsOf,
  targetsProblem,
  type ClientsAndDatesValue,
} from './clients-and-dates.tsx';
import { CopyRows, copyRowsTargets, firstCopyRows } from './copy-rows.tsx';
import { OpenedReview, usePreviewedWrite } from './review-step.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

const REQUIRED = 'Choose a client, a date and a name for every copy';

/** The workout to copy: its id, name and day. */
export interface CopySourceWorkout {
  id: string;
  name: string;
  scheduledDate: string | null;
}

/** The name a copy starts with: 'Copy of Leg Day', or 'Copy of Workout' for an unnamed one. */
export const copyName = (sourceName: string) =>
  sourceName.trim() ? `Copy of ${sourceName.trim()}` : 'Copy of Workout';

/** '1 workout copied', '3 workouts copied'. */
export const copiedMessage = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'} copied`;

const copyLabel = (n: number) => `Copy ${n} ${n === 1 ? 'Workout' : 'Workouts'}`;

function CopyForm({
  workout,
  toMany,
  initialClientId,
  onClose,
  onCopied,
}: {
  workout: CopySourceWorkout;
  toMany: boolean;
  initialClientId: string;
  onClose: () => void;
  onCopied?: (copies: WorkoutSummary[]) => void;
}) {
  const clients = useClientPicker();
  const flow = usePreviewedWrite({
    id: workout.id,
    ...useCopiesCalls('workout'),
    failure: 'Failed to copy workout',
    onWritten: ({ workouts }: CopiesAnswer) => {
      toast.success(copiedMessage(workouts.length));
      onClose();
      onCopied?.(workouts);
    },
  });
  const { error, busy } = flow;
  // One copy at a time starts as 'Copy of {name}'; copies to many keep the workout's own name (the
  // same session for several clients is one workout).
  const [rows, setRows] = useState(() =>
    firstCopyRows(copyName(workout.name).slice(0, 100), initialClientId),
  );
  const [name, setName] = useState(workout.name);
  const [who, setWho] = useState<ClientsAndDatesValue>({
    clientIds: [],
    dates: [workout.scheduledDate ?? ''],
  });
  const targets = toMany ? targetsOf(who, name.trim()) : copyRowsTargets(rows);
  const problem = toMany
    ? name.trim()
      ? targetsProblem(who)
      : 'Workout name is required'
    : targets
      ? null
      : REQUIRED;
  const count = toMany ? (targets?.length ?? 0) : rows.rows.length;

  const submit = (event: FormEvent) => flow.submit(event, copiesBody(targets ?? [], problem, REQUIRED));

  if (flow.step.review) {
    return (
      <OpenedReview
        flow={flow}
        nameOf={clientNamer(clients.data?.clients)}
        confirmLabel={copyLabel}
        pendingLabel="Copying..."
      />
    );
  }

  return (
    <form id="copy-workout-form" onSubmit={submit} noValidate className="space-y-4">
      {toMany ? (
        <>
          <TextField
            label="Workout Name *"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <ClientsAndDates value={who} onChange={setWho} />
        </>
      ) : (
        <CopyRows value={rows} onChange={setRows} defaultName={copyName(workout.name).slice(0, 100)} />
      )}
      <FormAlert>{error}</FormAlert>
      <FormActions onCancel={onClose} busy={busy} className="pt-1">
        <Button type="submit" disabled={toMany ? count === 0 : !targets} loading={busy}>
          {busy ? 'Copying...' : count > 1 ? copyLabel(count) : 'Copy Workout'}
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * Copies a workout in one call (all of them or none), after a review of the days the clients
 * already train on when there are any. One at a time (the builder's and the client page's Copy
 * Workout: each copy its name, client and day, named 'Copy of {name}'), or `toMany` (the calendar's:
 * several clients on one or more days at once, under the workout's own name unless changed).
 * `onCopied` gets the copies once made.
 */
export function CopyWorkoutDialog({
  workout,
  onClose,
  toMany = false,
  initialClientId = '',
  onCopied,
}: {
  /** The workout to copy; the dialog is open while there is one. */
  workout: CopySourceWorkout | null;
  onClose: () => void;
  toMany?: boolean;
  /** The client the first copy is for, until changed (one at a time). */
  initialClientId?: string;
  onCopied?: (copies: WorkoutSummary[]) => void;
}) {
  return (
    <Modal
      open={workout !== null}
      onClose={onClose}
      title={toMany ? 'Copy to clients' : 'Copy Workout'}
      description={
        workout
          ? toMany
            ? `Copy "${workout.name}" to several clients and dates at once.`
            : `Copy "${workout.name}" to one or more clients and dates.`
          : undefined
      }
      size="lg"
    >
      {workout && (
        <CopyForm
          key={workout.id}
          workout={workout}
          toMany={toMany}
          initialClientId={initialClientId}
          onClose={onClose}
          {...(onCopied ? { onCopied } : {})}
        />
      )}
    </Modal>
  );
}
