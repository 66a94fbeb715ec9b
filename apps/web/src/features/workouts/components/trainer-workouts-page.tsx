import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import type { ListedWorkout } from '@kinetic/contracts/workout-lists';
import { Dumbbell, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { pagingOf } from '../../../components/ui/load-more.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TintedIcon } from '../../../components/ui/tinted-icon.tsx';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { loadedItems } from '../../../lib/pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useTrainerWorkouts, type TrainerWorkoutFilter } from '../api/trainer-get-workouts.ts';
import { TrainerWorkoutFilters } from './trainer-workout-filters.tsx';

/** A scheduled workout opens in the builder, a completed one in its review. */
const workoutLink = (w: ListedWorkout) =>
  w.status === 'COMPLETED'
    ? `/workouts/${w.id}`
    : `/trainer/workout-builder?clientId=${w.assignedTo}&workoutId=${w.id}`;

/** The list opens on today: the workouts from today on, soonest first. */
const opening = (today: string): TrainerWorkoutFilter => ({
  search: '',
  clientId: '',
  status: '',
  from: today,
  to: '',
});

function TrainerWorkoutList() {
  const today = todayCalendarDate();
  const [filter, setFilter] = useState(() => opening(today));
  const search = useDebouncedValue(filter.search.trim(), 300);
  // An unfinished range (to before from) is not asked for: the list waits for a valid one.
  const valid = !(filter.from && filter.to && filter.to < filter.from);
  const query = useTrainerWorkouts({ ...filter, search }, { enabled: valid });
  const { isPending } = query;
  const narrowed = search !== '' || filter.clientId !== '' || filter.status !== '' || filter.to !== '';
  const { items: workouts, total } = loadedItems(query.data, 'workouts');
  return (
    <>
      <PageHeader
        title="Workouts"
        description="The workouts you have planned for your clients, from today on unless you choose other dates."
        actions={
          <Button>
            <Plus aria-hidden="true" className="size-4" />
            Create Workout
          </Button>
        }
      />
      <TrainerWorkoutFilters
        filter={filter}
        onChange={(change) => setFilter((f) => ({ ...f, ...change }))}
        today={today}
        searching={query.isFetching && !query.isFetchingNextPage && !isPending}
      />
      {!valid && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          To date cannot be before from date
        </p>
      )}
      <ListCard
        query={query}
        count={workouts.length}
        label="Workouts"
        errorMessage="Your workouts could not be loaded."
        empty={
          <div className="flex flex-col items-center gap-2 px-4 py-12 text-center">
            <Dumbbell aria-hidden="true" className="size-8 text-slate-300" />
            <p className="font-medium text-slate-700">No workouts</p>
            {(narrowed || filter.from) && (
              <p className="text-sm text-slate-500">
                {narrowed
                  ? 'None match these filters.'
                  : `Nothing scheduled from ${formatCalendarDate(filter.from)} on. Choose “All dates” for earlier ones.`}
              </p>
            )}
          </div>
        }
        loadMore={{ paging: pagingOf(query, { shown: workouts.length, total }), noun: 'workouts' }}
      >
        {workouts.map((w) => {
          const completed = w.status === 'COMPLETED';
          const clientName = w.client ? `${w.client.firstName} ${w.client.lastName}` : null;
          const date = w.scheduledDate ?? w.createdAt;
          return (
            <li key={w.id}>
              <Link
                to={workoutLink(w)}
                className="flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50 sm:px-5"
              >
                <TintedIcon icon={Dumbbell} className="mt-0.5" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-900">{w.name}</span>
                  <span className="block text-sm text-slate-500">
                    {clientName && <span className="font-medium text-slate-700">{clientName}</span>}
                    {clientName && ' · '}
                    {formatCalendarDate(date)}
                  </span>
                  {w.description && (
                    <span className="line-clamp-2 text-sm text-slate-500">{w.description}</span>
                  )}
                </span>
                <span
                  className={cn(
                    'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                    completed
                      ? 'bg-green-50 text-green-700 ring-green-200'
                      : 'bg-amber-50 text-amber-700 ring-amber-200',
                  )}
                >
                  {completed ? 'Completed' : 'Scheduled'}
                </span>
              </Link>
            </li>
          );
        })}
      </ListCard>
    </>
  );
}

/** Workouts (trainer): the workouts the trainer created. A client sent here goes to their own list. */
export function TrainerWorkoutsPage() {
  const activeRole = useAuthStore((s) => s.activeRole);
  if (activeRole === 'CLIENT') return <Navigate to="/client/workouts" replace />;
  return <TrainerWorkoutList />;
}
