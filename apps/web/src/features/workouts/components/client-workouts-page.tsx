import { Link } from 'react-router';
import { CalendarDays, CheckCircle2, ChevronRight, CircleAlert, Clock, Dumbbell } from 'lucide-react';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { LoadMore, pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useClientWorkouts } from '../api/client-get-workouts.ts';
import { formatOptionalDate } from '../../../lib/calendar-date.ts';
import { ClientWorkoutSection } from './client-workout-section.tsx';

function WorkoutRow({ workout, completed }: { workout: WorkoutSummary; completed: boolean }) {
  const date = completed
    ? formatOptionalDate(workout.completedDate)
    : (formatOptionalDate(workout.scheduledDate) ?? 'Not scheduled');
  const DateIcon = completed ? CheckCircle2 : CalendarDays;
  return (
    <li>
      <Link
        to={`/client/workouts/${workout.id}`}
        className="group flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-5"
      >
        <span
          className={
            completed
              ? 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-green-50 text-green-700'
              : 'flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700'
          }
        >
          <Dumbbell aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{workout.name}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-slate-500">
            {date && (
              <span className="inline-flex items-center gap-1">
                <DateIcon aria-hidden="true" className="size-4" />
                {date}
              </span>
            )}
            {workout.estimatedDuration ? (
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {workout.estimatedDuration} min
              </span>
            ) : null}
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
        />
      </Link>
    </li>
  );
}

function WorkoutRows({
  workouts,
  completed,
  empty,
}: {
  workouts: WorkoutSummary[];
  completed: boolean;
  empty: string;
}) {
  if (workouts.length === 0)
    return <p className="px-4 py-8 text-center text-sm text-slate-500 sm:px-5">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {workouts.map((w) => (
        <WorkoutRow key={w.id} workout={w} completed={completed} />
      ))}
    </ul>
  );
}

type WorkoutsQuery = ReturnType<typeof useClientWorkouts>;

/** One collapsible list: its count is the whole list's, its rows the pages loaded so far. */
function WorkoutSection({
  title,
  query,
  completed,
  empty,
  defaultOpen,
}: {
  title: string;
  query: WorkoutsQuery;
  completed: boolean;
  empty: string;
  defaultOpen?: boolean;
}) {
  const { items, total } = loadedItems(query.data, 'workouts');
  return (
    <ClientWorkoutSection title={title} count={total} defaultOpen={defaultOpen}>
      <WorkoutRows workouts={items} completed={completed} empty={empty} />
      <LoadMore
        paging={pagingOf(query, { shown: items.length, total })}
        noun="workouts"
        className="border-t border-slate-100"
      />
    </ClientWorkoutSection>
  );
}

/** /client/workouts: the signed-in client's scheduled and completed workouts, each a page at a time. */
export function ClientWorkoutsPage() {
  const scheduled = useClientWorkouts('SCHEDULED');
  const completed = useClientWorkouts('COMPLETED');
  const failed = scheduled.isError ? scheduled : completed.isError ? completed : null;

  let content;
  // A page after the first that fails is told below its list; the first failing is the screen's error.
  if (failed && !failed.data) {
    content = (
      <div
        role="alert"
        className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Error loading workouts</p>
          <p className="mt-1 text-sm">{errorText(failed.error, 'Failed to load workouts')}</p>
        </div>
      </div>
    );
  } else if (scheduled.isPending || completed.isPending) {
    const idle = scheduled.fetchStatus === 'idle' && completed.fetchStatus === 'idle';
    content = idle ? null : <LoadingState label="Loading workouts..." />;
  } else {
    content = (
      <div className="space-y-4">
        <WorkoutSection
          title="Scheduled Workouts"
          query={scheduled}
          completed={false}
          empty="No scheduled workouts"
          defaultOpen
        />
        <WorkoutSection
          title="Completed Workouts"
          query={completed}
          completed
          empty="No completed workouts"
        />
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Your Workouts" description="Workouts your trainer has assigned to you." />
      {content}
    </>
  );
}
