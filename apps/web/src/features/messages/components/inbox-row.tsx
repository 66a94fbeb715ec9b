import { Link } from 'react-router';
import type { InboxConversation } from '@kinetic/contracts/messages';
import { cn } from '../../../components/ui/cn.ts';
import { timeAgo } from '../../../lib/time-ago.ts';

/** One conversation: the client, the newest message (who wrote it, when), and the unread count. */
export function InboxRow({ conversation }: { conversation: InboxConversation }) {
  const { client, unread, last } = conversation;
  const name = `${client.firstName} ${client.lastName}`.trim();
  const fromTrainer = last && last.senderId !== client.id;
  return (
    <li aria-label={name}>
      <Link
        to={`/trainer/clients/${client.id}#messages`}
        className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className={cn('truncate text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
              {name}
            </span>
            {last && (
              <time dateTime={last.createdAt} className="ml-auto shrink-0 text-xs text-slate-600">
                {timeAgo(last.createdAt)}
              </time>
            )}
          </span>
          <span className={cn('mt-0.5 block truncate text-sm', unread ? 'text-slate-900' : 'text-slate-600')}>
            {last ? `${fromTrainer ? 'You: ' : ''}${last.preview}` : 'No messages yet'}
          </span>
        </span>
        {unread > 0 && (
          <span className="mt-0.5 shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {unread} unread
          </span>
        )}
      </Link>
    </li>
  );
}
