import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, CircleAlert, Pencil, SearchX } from 'lucide-react';
import type { Workout } from '@kinetic/contracts/workouts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { WorkoutMessageForm } from '../../../entities/messages/components/workout-message-form.tsx';
import { WorkoutSummaryCard } from '../../../entities/workouts/components/workout-summary-card.tsx';
import { errorText, isNotFound } from '../../../lib/api-client.ts';
import { useClient } from '../api/get-client.ts';
import { useWorkout } from '../../../entities/workouts/api/get-workout.ts';
import { TrainerOnly } from './trainer-only.tsx';
import { WorkoutReviewBlocks } from './workout-review.tsx';

function Problem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex max-w-md flex-col items-center px-6 py-12 text-center">
      {icon}
      <h1 className="mt-4 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{children}</p>
      <Link to="/trainer/clients" className={buttonClasses('secondary', 'lg', 'mt-6')}>
        Back to clients
      </Link>
    </Card>
  );
}

function Review({ workout }: { workout: Workout }) {
  const client = useClient(workout.assignedTo);
  const completed = workout.status === 'COMPLETED';
  const clientName = client.data ? `${client.data.client.firstName} ${client.data.client.lastName}` : null;
  const builder = `/trainer/workout-builder?clientId=${workout.assignedTo}&workoutId=${workout.id}`;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to={`/trainer/clients/${workout.assignedTo}`}
        className={buttonClasses('ghost', 'sm', '-ml-3 mb-3')}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {clientName ? `Back to ${clientName}` : 'Back to client'}
      </Link>
      <div className="mb-5 flex flex-col gap-3 sm:mb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {workout.name}
          </h1>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                completed
                  ? 'bg-green-50 text-green-800 ring-green-200'
                  : 'bg-slate-100 text-slate-700 ring-slate-200',
              )}
            >
              {completed && <CheckCircle2 aria-hidden="true" className="size-3.5" />}
              {completed ? 'Completed' : 'Scheduled'}
            </span>
            {clientName && <span>{clientName}&apos;s workout, read-only</span>}
          </p>
        </div>
        <Link to={builder} className={buttonClasses(completed ? 'secondary' : 'primary', 'md', 'shrink-0')}>
          <Pencil aria-hidden="true" className="size-4" />
          {completed ? 'Open in builder' : 'Edit in builder'}
        </Link>
      </div>
      <WorkoutSummaryCard workout={workout} completed={completed} />
      <Card className="p-4 sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-slate-900">
          {completed ? 'Prescribed and performed' : 'Prescribed, and what the client has logged so far'}
        </h2>
        <WorkoutReviewBlocks workout={workout} />
      </Card>
      {clientName && (
        <WorkoutMessageForm clientId={workout.assignedTo} otherName={clientName} workout={workout} />
      )}
    </div>
  );
}

function TrainerWorkout({ id }: { id: string }) {
  const { data, isPending, isError, error } = useWorkout(id);
  if (isPending) return <LoadingState label="Loading workout..." />;
  if (isError) {
    if (isNotFound(error))
      return (
        <Problem
          icon={<SearchX aria-hidden="true" className="size-10 text-slate-400" />}
          title="Workout not found"
        >
          It may have been removed, or it is not for one of your clients.
        </Problem>
      );
    return (
      <Problem
        icon={<CircleAlert aria-hidden="true" className="size-10 text-red-500" />}
        title="Error loading workout"
      >
        {errorText(error, 'Failed to fetch workout')}
      </Problem>
    );
  }
  return <Review workout={data} />;
}

/**
 * A client's workout as their trainer sees it (/client/workouts/{id} and /workouts/{id} with the
 * trainer role active): read-only, prescribed against actual, with the way to the builder.
 */
export function TrainerWorkoutPage() {
  const { id = '' } = useParams();
  return (
    <TrainerOnly>
      <TrainerWorkout key={id} id={id} />
    </TrainerOnly>
  );
}
