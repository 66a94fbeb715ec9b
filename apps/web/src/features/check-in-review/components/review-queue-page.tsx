import { useMemo } from 'react';
import { Link } from 'react-router';
import { ClipboardCheck, LayoutTemplate } from 'lucide-react';
import { REVIEW_TEXTS, type QueuedCheckIn } from '@kinetic/contracts/check-in-review';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { EmptyState } from '../../../components/ui/list-states.tsx';
import { pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { RoleOnly } from '../../../components/ui/role-only.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { timeAgo } from '../../../lib/time-ago.ts';
import { useReviewQueue } from '../api/review-queue.ts';

/** One check-in waiting: the client, the form and its week, when it was sent, late, alerts. */
function QueueRow({ item }: { item: QueuedCheckIn }) {
  const name = `${item.client.firstName} ${item.client.lastName}`.trim();
  return (
    <li aria-label={name}>
      <Link
        to={`/check-ins/${item.id}`}
        className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium text-slate-900">{name}</span>
            {item.late && (
              <Badge className="bg-amber-50 text-amber-800 ring-amber-200">{REVIEW_TEXTS.late}</Badge>
            )}
            {item.alertCount > 0 && (
              <Badge className="bg-red-50 text-red-700 ring-red-200">
                {REVIEW_TEXTS.alerts(item.alertCount)}
              </Badge>
            )}
          </span>
          <span className="mt-0.5 block truncate text-sm text-slate-600">
            {item.templateName} · due {formatCalendarDate(item.dueDate)}
          </span>
        </span>
        <time dateTime={item.submittedAt} className="shrink-0 text-xs text-slate-600">
          {REVIEW_TEXTS.submitted} {timeAgo(item.submittedAt)}
        </time>
      </Link>
    </li>
  );
}

function Queue() {
  const query = useReviewQueue();
  const { items, total } = useMemo(() => loadedItems(query.data, 'checkIns'), [query.data]);
  return (
    <>
      <PageHeader
        title={REVIEW_TEXTS.title}
        description={query.data ? `${total} to review, oldest first` : 'Your clients’ weekly check-ins'}
        actions={
          <Link to="/check-ins/templates" className={buttonClasses('secondary')}>
            <LayoutTemplate aria-hidden="true" className="size-4" />
            {REVIEW_TEXTS.templates}
          </Link>
        }
      />
      <ListCard
        query={query}
        count={items.length}
        label={REVIEW_TEXTS.queueTitle}
        errorMessage={REVIEW_TEXTS.loadError}
        empty={
          <EmptyState icon={ClipboardCheck}>
            <span className="block font-medium text-slate-700">{REVIEW_TEXTS.empty}</span>
            {REVIEW_TEXTS.emptyHint}
          </EmptyState>
        }
        loadMore={{ paging: pagingOf(query, { shown: items.length, total }), noun: 'check-ins' }}
      >
        {items.map((item) => (
          <QueueRow key={item.id} item={item} />
        ))}
      </ListCard>
    </>
  );
}

/** The trainer's check-ins to review, oldest sent first. */
export function ReviewQueuePage() {
  return (
    <RoleOnly role="TRAINER" message="Access denied. Trainer access required.">
      <Queue />
    </RoleOnly>
  );
}
