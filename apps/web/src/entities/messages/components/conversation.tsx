import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MessageCircle, Send } from 'lucide-react';
import { MESSAGE_MAX } from '@kinetic/contracts/messages';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { timeAgo } from '../../../lib/time-ago.ts';
import { useMessages } from '../api/get-messages.ts';
import { useSendMessage } from '../api/send-message.ts';

export interface ConversationProps {
  /** A trainer's conversation with this client; a client's own when absent. */
  clientId?: string;
  /** The other person, as the conversation names them. */
  otherName: string;
  /** Where a message about a workout links to. */
  workoutLink: (workoutId: string) => string;
}

/**
 * The conversation between a client and their trainer: messages oldest first with the newest at
 * the bottom, and a box to write (Enter sends, Shift+Enter is a new line). New messages arrive live.
 */
export function Conversation({ clientId, otherName, workoutLink }: ConversationProps) {
  const me = useAuthStore((s) => s.user?.id);
  const messages = useMessages(clientId);
  const send = useSendMessage(clientId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) return setError('Message is required');
    send.mutate(
      { ...(clientId ? { clientId } : {}), body },
      {
        onSuccess: () => {
          setDraft('');
          setError(null);
        },
        onError: (e) => setError(errorText(e, 'The message could not be sent')),
      },
    );
  };

  return (
    <div className="flex flex-col">
      <div className="max-h-[28rem] min-h-40 overflow-y-auto px-4 py-3" aria-live="polite">
        {messages.isPending ? (
          <LoadingState label="Loading messages..." />
        ) : messages.isError ? (
          <LoadError message="The messages could not be loaded." onRetry={() => void messages.refetch()} />
        ) : count === 0 ? (
          <EmptyState icon={MessageCircle}>No messages yet. Write to {otherName} below.</EmptyState>
        ) : (
          <ol className="space-y-3" aria-label={`Conversation with ${otherName}`}>
            {messages.data.map((m) => {
              const mine = m.senderId === me;
              return (
                <li key={m.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                  <span className="sr-only">{mine ? 'You' : otherName}:</span>
                  <p
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words',
                      mine
                        ? 'rounded-br-sm bg-brand-700 text-white'
                        : 'rounded-bl-sm bg-slate-100 text-slate-900',
                    )}
                  >
                    {m.body}
                  </p>
                  <span className="mt-0.5 text-xs text-slate-500">
                    {timeAgo(m.createdAt)}
                    {m.workoutId && (
                      <>
                        {' · '}
                        <Link to={workoutLink(m.workoutId)} className="font-medium text-brand-700 underline">
                          about {m.workoutName ?? 'a workout'}
                        </Link>
                      </>
                    )}
                    {mine && m.readAt && ' · Read'}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
        <div ref={end} />
      </div>
      <form onSubmit={submit} className="border-t border-slate-100 p-3" noValidate>
        <label htmlFor={`message-${clientId ?? 'mine'}`} className="sr-only">
          Message to {otherName}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`message-${clientId ?? 'mine'}`}
            value={draft}
            maxLength={MESSAGE_MAX}
            rows={2}
            placeholder={`Write to ${otherName}...`}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                submit();
              }
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `message-error-${clientId ?? 'mine'}` : undefined}
            className="min-h-11 flex-1 resize-y rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          />
          <Button type="submit" loading={send.isPending} aria-label="Send message" className="h-11">
            <Send aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Send</span>
          </Button>
        </div>
        <div className="mt-1 flex justify-between text-xs">
          <span
            id={`message-error-${clientId ?? 'mine'}`}
            className="text-red-600"
            role={error ? 'alert' : undefined}
          >
            {error}
          </span>
          {/* Slate 600 and amber 800 on white meet WCAG AA (4.5:1) at this small size; lighter ones did not. */}
          <span className={draft.length > MESSAGE_MAX - 100 ? 'text-amber-800' : 'text-slate-600'}>
            {draft.length}/{MESSAGE_MAX}
          </span>
        </div>
      </form>
    </div>
  );
}
