import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Plus, X } from 'lucide-react';
import { copiesInput, type CopiesInput } from '@kinetic/contracts/calendar';
import type { ClashChoice, SchedulePreviewAnswer } from '@kinetic/contracts/schedule-clashes';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useClientPicker } from '../../clients/api/get-clients.ts';
import { useCopyWorkouts, usePreviewCopies } from '../api/copy-workouts.ts';
import { ClashReview } from './clash-review.tsx';

const REQUIRED = 'Choose a client, a date and a name for every copy';
const MAX_ROWS = 200;

interface Row {
  key: number;
  assignedTo: string;
  scheduledDate: string;
  name: string;
}

let nextKey = 0;
const newRow = (name: string, scheduledDate = '', assignedTo = ''): Row => ({
  key: ++nextKey,
  assignedTo,
  scheduledDate,
  name,
});

/** The name a copy starts with: 'Copy of Leg Day', or 'Copy of Workout' for an unnamed one. */
export const copyName = (sourceName: string) =>
  sourceName.trim() ? `Copy of ${sourceName.trim()}` : 'Copy of Workout';

/** '1 workout copied', '3 workouts copied'. */
export const copiedMessage = (n: number) => `${n} ${n === 1 ? 'workout' : 'workouts'} copied`;

function CopyForm({
  workoutId,
  sourceName,
  initialClientId,
  onClose,
  onCopied,
}: {
  workoutId: string;
  sourceName: string;
  initialClientId: string;
  onClose: () => void;
  onCopied?: (copies: WorkoutSummary[]) => void;
}) {
  const clients = useClientPicker();
  const copy = useCopyWorkouts();
  const previewing = usePreviewCopies();
  // The second step, when the copies land on busy days or meet a client's conditions.
  const [review, setReview] = useState<{ body: CopiesInput; preview: SchedulePreviewAnswer } | null>(null);
  const [choice, setChoice] = useState<ClashChoice>('keep');
  const defaultName = copyName(sourceName).slice(0, 100);
  const [rows, setRows] = useState<Row[]>(() => [newRow(defaultName, '', initialClientId)]);
  const [sameDate, setSameDate] = useState(false);
  const [sharedDate, setSharedDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dateOf = (row: Row) => (sameDate ? sharedDate : row.scheduledDate);
  const filled = rows.every((r) => r.assignedTo !== '' && dateOf(r) !== '' && r.name.trim() !== '');

  const change = (key: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const addRow = () => setRows((all) => [...all, newRow(defaultName, all.at(-1)?.scheduledDate ?? '')]);
  const removeRow = (key: number) => setRows((all) => all.filter((r) => r.key !== key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the builder's form, but React still bubbles the submit event up
    // its tree: without this the builder would save (PUT) the workout too.
    event.stopPropagation();
    if (!filled) {
      setError(REQUIRED);
      return;
    }
    const targets = rows.map((r) => ({
      assignedTo: r.assignedTo,
      scheduledDate: dateOf(r),
      name: r.name.trim(),
    }));
    const parsed = copiesInput.safeParse({ targets });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REQUIRED);
      return;
    }
    setError(null);
    const body = { targets: parsed.data.targets };
    // What is already on those days, and the warnings, come before anything is written.
    previewing.mutate(
      { id: workoutId, body },
      {
        onSuccess: (preview) => {
          if (preview.clashes.length || preview.warnings.length) {
            setChoice('keep');
            setReview({ body, preview });
          } else send(body);
        },
        onError: (e) => setError(errorText(e, 'Failed to copy workout')),
      },
    );
  };

  const send = (body: CopiesInput) =>
    copy.mutate(
      { id: workoutId, body },
      {
        onSuccess: ({ workouts }) => {
          toast.success(copiedMessage(workouts.length));
          onClose();
          onCopied?.(workouts);
        },
        onError: (e) => setError(errorText(e, 'Failed to copy workout')),
      },
    );

  const nameOf = (id: string) => {
    const c = clients.data?.clients.find((x) => x.id === id);
    return c ? `${c.firstName} ${c.lastName}` : 'A client';
  };

  if (review) {
    const n = choice === 'skip' ? review.preview.workouts.skip : review.preview.workouts.keep;
    return (
      <div className="space-y-4">
        <ClashReview preview={review.preview} choice={choice} onChoice={setChoice} nameOf={nameOf} />
        <FormAlert>{error}</FormAlert>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setReview(null)} disabled={copy.isPending}>
            Back
          </Button>
          <Button
            onClick={() => send(choice === 'keep' ? review.body : { ...review.body, onClash: choice })}
            disabled={n === 0}
            loading={copy.isPending}
          >
            {copy.isPending ? 'Copying...' : `Copy ${n} ${n === 1 ? 'Workout' : 'Workouts'}`}
          </Button>
        </div>
      </div>
    );
  }

  const clientHint = clients.isPending
    ? 'Loading clients...'
    : clients.isError
      ? 'Your clients could not be loaded.'
      : undefined;

  return (
    <form id="copy-workout-form" onSubmit={submit} noValidate className="space-y-4">
      <Checkbox
        label="Same date for all"
        checked={sameDate}
        onChange={(e) => {
          setSameDate(e.target.checked);
          if (e.target.checked && !sharedDate) setSharedDate(rows[0]?.scheduledDate ?? '');
        }}
      />
      {sameDate && (
        <TextField
          label="Date for all *"
          type="date"
          value={sharedDate}
          onChange={(e) => setSharedDate(e.target.value)}
        />
      )}
      <ol aria-label="Copies" className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key}>
            {/* Every copy repeats the same three fields; the fieldset's legend tells them apart. */}
            <fieldset className="relative rounded-xl border border-slate-200 p-3">
              {/* Floated so that the legend lays out as an ordinary heading, not on the border. */}
              <legend
                className={
                  rows.length === 1
                    ? 'sr-only'
                    : 'float-left mb-2 w-full pr-10 text-sm leading-7 font-semibold text-slate-700'
                }
              >
                Copy {i + 1}
              </legend>
              <button
                type="button"
                onClick={() => removeRow(row.key)}
                aria-label={`Remove copy ${i + 1}`}
                className={`absolute top-2.5 right-2.5 rounded-lg p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 ${rows.length === 1 ? 'hidden' : ''}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
              <div className="clear-left grid gap-3 sm:grid-cols-2">
                <TextField
                  label="Workout Name *"
                  className="sm:col-span-2"
                  value={row.name}
                  maxLength={100}
                  onChange={(e) => change(row.key, { name: e.target.value })}
                />
                <SelectField
                  label="Assign to Client *"
                  value={row.assignedTo}
                  onChange={(e) => change(row.key, { assignedTo: e.target.value })}
                  hint={clientHint}
                >
                  <option value="">Select a client...</option>
                  {clients.data?.clients.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.firstName} {c.lastName}
                    </option>
                  ))}
                </SelectField>
                {!sameDate && (
                  <TextField
                    label="Scheduled Date *"
                    type="date"
                    value={row.scheduledDate}
                    onChange={(e) => change(row.key, { scheduledDate: e.target.value })}
                  />
                )}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={addRow} disabled={rows.length >= MAX_ROWS}>
        <Plus aria-hidden="true" className="size-4" />
        Add another copy
      </Button>
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={copy.isPending || previewing.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!filled} loading={copy.isPending || previewing.isPending}>
          {copy.isPending || previewing.isPending
            ? 'Copying...'
            : rows.length === 1
              ? 'Copy Workout'
              : `Copy ${rows.length} Workouts`}
        </Button>
      </div>
    </form>
  );
}

/**
 * Copies a workout to one or more clients and dates in one call (all or none). `onCopied` gets the
 * copies once made (the builder opens the client's page when they all went to one client).
 */
export function CopyWorkoutDialog({
  open,
  onClose,
  workoutId,
  sourceName,
  initialClientId = '',
  onCopied,
}: {
  open: boolean;
  onClose: () => void;
  workoutId: string;
  sourceName: string;
  /** The client the first copy is for, until changed. */
  initialClientId?: string;
  onCopied?: (copies: WorkoutSummary[]) => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Copy Workout"
      description={`Copy "${sourceName}" to one or more clients and dates.`}
      size="lg"
    >
      {open && (
        <CopyForm
          workoutId={workoutId}
          sourceName={sourceName}
          initialClientId={initialClientId}
          onClose={onClose}
          {...(onCopied ? { onCopied } : {})}
        />
      )}
    </Modal>
  );
}
