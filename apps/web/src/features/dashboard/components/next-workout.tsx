import { Link } from 'react-router';
import { CalendarCheck2, CalendarDays, Clock, Dumbbell, Play } from 'lucide-react';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/list-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatMediumDay, shiftCalendarDate, todayCalendarDate } from '../../../lib/calendar-date.ts';
import { useNextWorkout } from '../api/get-next-workout.ts';

/** 'Today', 'Tomorrow', else the weekday and date: 'Thu, Nov 26'. */
export function nextWorkoutDay(scheduledDate: string, today = todayCalendarDate()): string {
  if (scheduledDate === today) return 'Today';
  if (scheduledDate === shiftCalendarDate(today, 1)) return 'Tomorrow';
  return formatMediumDay(scheduledDate);
}

function NextWorkoutDetails({ workout }: { workout: WorkoutSummary }) {
  const day = workout.scheduledDate ? nextWorkoutDay(workout.scheduledDate) : 'Not scheduled';
  return (
    <>
      <p className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900">{workout.name}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-400" />
          <span className={day === 'Today' ? 'font-semibold text-brand-800' : undefined}>{day}</span>
        </li>
        {workout.estimatedDuration !== null && (
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-400" />
            {workout.estimatedDuration} min
          </li>
        )}
      </ul>
      <Link
        to={`/client/workouts/${workout.id}`}
        className={buttonClasses('primary', 'lg', 'mt-5 h-14 w-full text-lg sm:w-auto sm:px-8')}
      >
        <Play aria-hidden="true" className="size-5 fill-current" />
        Start workout
      </Link>
    </>
  );
}

/** The client dashboard's first card: the next scheduled workout and a big button to start it. */
export function NextWorkout() {
  const query = useNextWorkout();
  return (
    <Card className="mb-4 p-5 sm:mb-6 sm:p-6" role="region" aria-labelledby="next-workout-title">
      <h2
        id="next-workout-title"
        className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase"
      >
        <Dumbbell aria-hidden="true" className="size-4" />
        Next up
      </h2>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
          <Spinner className="size-5 text-brand-600" />
          Loading your next workout...
        </p>
      ) : query.isError ? (
        <LoadError
          compact
          message={errorText(query.error, 'Could not load your next workout')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data ? (
        <NextWorkoutDetails workout={query.data} />
      ) : (
        <div className="mt-3 flex items-start gap-3">
          <CalendarCheck2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-400" />
          <div>
            <p className="font-semibold text-slate-900">Nothing scheduled</p>
            <p className="mt-0.5 text-sm text-slate-600">
              No workout is planned for the coming weeks. Your trainer will add the next one.
            </p>
            <Link
              to="/client/workouts"
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              See all your workouts
            </Link>
          </div>
        </div>
      )}
    </Card>
  );
}
