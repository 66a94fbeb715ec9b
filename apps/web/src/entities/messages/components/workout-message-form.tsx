import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import { MESSAGE_MAX, messageInput } from '@kinetic/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSendMessage } from '../api/send-message.ts';

export interface WorkoutMessageFormProps {
  /** A trainer writing to this client; a client writing to their trainer when absent. */
  clientId?: string;
  otherName: string;
  workout: { id: string; name: string };
}

/**
 * Writes to the other person of the conversation about one workout, from that workout's page: the
 * message carries the workout, and the conversation names it.
 */
export function WorkoutMessageForm({ clientId, otherName, workout }: WorkoutMessageFormProps) {
  const send = useSendMessage(clientId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageInput.safeParse({
      ...(clientId ? { clientId } : {}),
      body: draft,
      workoutId: workout.id,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Message is required');
    send.mutate(parsed.data, {
      onSuccess: () => {
        setDraft('');
        setError(undefined);
        toast.success(`Message sent to ${otherName}`);
      },
      onError: (e) => setError(errorText(e, 'The message could not be sent')),
    });
  };

  return (
    <Card className="mt-4 p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="space-y-3">
        <TextareaField
          label={`Message ${otherName} about ${workout.name}`}
          rows={2}
          value={draft}
          maxLength={MESSAGE_MAX}
          placeholder="e.g. How did the lunges feel on the knee?"
          error={error}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={send.isPending}>
            {!send.isPending && <Send aria-hidden="true" className="size-4" />}
            Send message
          </Button>
        </div>
      </form>
    </Card>
  );
}
