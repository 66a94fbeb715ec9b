import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import {
  ATTENTION_NOTE_MAX,
  attentionResolutionInput,
  type AttentionReason,
} from '@kinetic/contracts/attention';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useClearReason, useReopenReason } from '../api/clear-reason.ts';
import { REASONS } from '../lib/attention-reasons.ts';

/** What the trainer can do with a reason: resolve it, or snooze it for a day, three or a week. */
const CHOICES = [
  { value: 'resolve', label: 'Resolved: dealt with', days: null, done: 'resolved' },
  { value: '1', label: 'Snooze for 1 day', days: 1, done: 'snoozed for 1 day' },
  { value: '3', label: 'Snooze for 3 days', days: 3, done: 'snoozed for 3 days' },
  { value: '7', label: 'Snooze for 1 week', days: 7, done: 'snoozed for 1 week' },
] as const;

export interface ClearReasonDialogProps {
  client: { id: string; name: string };
  /** The reason to clear; null when the dialog is closed. */
  reason: AttentionReason | null;
  onClose: () => void;
}

/**
 * Clears one reason a client needs attention, for the facts it shows (a new fact raises it again):
 * resolved, or snoozed for a while, with an optional note. The toast offers to take it back.
 */
export function ClearReasonDialog({ client, reason, onClose }: ClearReasonDialogProps) {
  const formId = useId();
  const clearing = useClearReason();
  const reopening = useReopenReason();
  const [choice, setChoice] = useState<(typeof CHOICES)[number]['value']>('resolve');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const label = reason ? REASONS[reason.kind].label : '';

  const close = () => {
    setChoice('resolve');
    setNote('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return;
    const picked = CHOICES.find((c) => c.value === choice)!;
    const parsed = attentionResolutionInput.safeParse({
      kind: reason.kind,
      fact: reason.fact,
      snoozeDays: picked.days,
      note,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the note');
      return;
    }
    const { kind } = reason;
    clearing.mutate(
      { clientId: client.id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success((t) => (
            <span>
              {label} for {client.name} {picked.done}.{' '}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  toast.dismiss(t.id);
                  reopening.mutate(
                    { clientId: client.id, kind },
                    { onError: (e) => toast.error(errorText(e, 'Could not take it back')) },
                  );
                }}
              >
                Undo
              </button>
            </span>
          ));
          close();
        },
        onError: (e) => setError(errorText(e, 'Could not clear the reason')),
      },
    );
  };

  return (
    <Modal
      open={reason !== null}
      onClose={close}
      busy={clearing.isPending}
      size="sm"
      title={`${label}: ${client.name}`}
      description={reason?.detail}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={clearing.isPending}>
            Cancel
          </Button>
          <SubmitButton form={formId} pending={clearing.isPending} pendingLabel="Saving...">
            {choice === 'resolve' ? 'Mark resolved' : 'Snooze'}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <SelectField
          label="What to do"
          value={choice}
          onChange={(e) => setChoice(e.target.value as typeof choice)}
        >
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Note (optional)"
          value={note}
          maxLength={ATTENTION_NOTE_MAX}
          placeholder="e.g. Called her, swapped lunges for step-ups"
          error={error ?? undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        <p className="text-xs text-slate-500">
          {choice === 'resolve'
            ? 'It shows again only if something new raises it.'
            : 'It shows again when the snooze ends, or sooner if something new raises it.'}
        </p>
      </form>
    </Modal>
  );
}
