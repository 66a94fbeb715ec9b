import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ChevronDown, Copy, Dumbbell, Trash2 } from 'lucide-react';
import type { WorkoutSummary } from '@kinetic/contracts/workouts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TintedIcon } from '../../../components/ui/tinted-icon.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import type { SectionList } from '../lib/section-list.ts';
import { useDeleteConfirm } from '../../../components/ui/use-delete-confirm.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ScheduleTemplateDialog } from '../../../entities/templates/components/schedule-template-dialog.tsx';
import { CopyWorkoutDialog } from '../../../entities/workouts/components/copy-workout-dialog.tsx';
import { useDeleteWorkout } from '../api/delete-workout.ts';
import { useClientPrograms } from '../api/get-client-programs.ts';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { workoutRowDate } from '../lib/workout-row-date.ts';
import { EmptyState, LoadError } from '../../../components/ui/list-states.tsx';
import { WorkoutReview } from './workout-review.tsx';

function StatusBadge({ completed, className }: { completed: boolean; className: string }) {
  return (
    <span
      className={cn(
        'shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        completed
          ? 'bg-green-50 text-green-700 ring-green-200'
          : 'bg-slate-100 text-slate-600 ring-slate-200',
        className,
      )}
    >
      {completed ? 'Completed' : 'Scheduled'}
    </span>
  );
}

function WorkoutRow({
  workout,
  clientId,
  program,
  reviewOpen,
  onToggleReview,
  onDelete,
  onCopy,
}: {
  workout: WorkoutSummary;
  clientId: string;
  /** The name of the program that scheduled it, if one did. */
  program: string | undefined;
  reviewOpen: boolean;
  onToggleReview: () => void;
  onDelete: () => void;
  onCopy: () => void;
}) {
  const completed = workout.status === 'COMPLETED';
  const reviewId = `review-${workout.id}`;
  return (
    <li>
      <div className="flex items-center gap-1 pr-2">
        <Link
          to={`/trainer/workout-builder?clientId=${clientId}&workoutId=${workout.id}`}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-50"
        >
          <TintedIcon icon={Dumbbell} done={completed} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-slate-900">{workout.name}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-500">
              {formatCalendarDate(workoutRowDate(workout))}
              {program && <span className="truncate text-brand-700">From {program}</span>}
              <StatusBadge completed={completed} className="inline-flex sm:hidden" />
            </span>
          </span>
          <StatusBadge completed={completed} className="hidden sm:inline-flex" />
        </Link>
        <button
          type="button"
          onClick={onCopy}
          aria-label={`Copy ${workout.name}`}
          className="rounded-lg p-2 text-slate-400 hover:bg-brand-50 hover:text-brand-700"
        >
          <Copy aria-hidden="true" className="size-4" />
        </button>
        {completed ? (
          <button
            type="button"
            onClick={onToggleReview}
            aria-expanded={reviewOpen}
            aria-controls={reviewId}
            aria-label={`Review ${workout.name}`}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            <span className="hidden sm:inline">Review</span>
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', reviewOpen && 'rotate-180')}
            />
          </button>
        ) : (
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${workout.name}`}
            className="rounded-lg p-2 text-slate-400 hover:bg-red-50 hover:text-red-600"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      {completed && (
        <div id={reviewId} hidden={!reviewOpen} className="px-3 pb-3">
          {reviewOpen && (
            <div className="rounded-xl bg-slate-50 p-3">
              <WorkoutReview workoutId={workout.id} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}

/** The Workouts section: newest first, review of completed ones, deletion of the others. */
export function ClientWorkouts({
  clientId,
  clientName,
  list: { items: workouts, isPending, isError, onRetry, paging },
}: {
  clientId: string;
  clientName: string;
  /** The pages loaded so far, newest first. */
  list: SectionList<WorkoutSummary>;
}) {
  const sorted = workouts ?? [];
  const [reviewId, setReviewId] = useState<string | null>(null);
  const [copying, setCopying] = useState<WorkoutSummary | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const deletion = useDeleteWorkout();
  // Which program each workout came from: the client's assignments, as the page lists them.
  const programs = useClientPrograms(clientId);
  const programOf = new Map((programs.data ?? []).map((a) => [a.id, a.programName]));

  const deleteConfirm = useDeleteConfirm<WorkoutSummary>({
    noun: 'workout',
    describe: (workout) =>
      `"${workout.name}" will be removed from ${clientName}'s workouts. This cannot be undone.`,
    deletion,
  });

  return (
    <>
      <div className="mb-3 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => setScheduling(true)}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          Schedule Template
        </Button>
        <Link
          to={`/trainer/workout-builder?clientId=${clientId}`}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          Add New Workout
        </Link>
      </div>
      {isPending ? (
        <LoadingState label="Loading workouts..." className="py-8" />
      ) : isError ? (
        <LoadError message="The workouts could not be loaded." onRetry={onRetry} />
      ) : sorted.length === 0 ? (
        <EmptyState icon={Dumbbell}>No workouts yet. Create the first one!</EmptyState>
      ) : (
        <ul aria-label="Workouts" className="-mx-2 divide-y divide-slate-100">
          {sorted.map((w) => (
            <WorkoutRow
              key={w.id}
              workout={w}
              clientId={clientId}
              program={w.programAssignmentId ? programOf.get(w.programAssignmentId) : undefined}
              reviewOpen={reviewId === w.id}
              onToggleReview={() => setReviewId((id) => (id === w.id ? null : w.id))}
              onDelete={() => deleteConfirm.ask(w)}
              onCopy={() => setCopying(w)}
            />
          ))}
        </ul>
      )}
      <LoadMore paging={paging} noun="workouts" />
      {deleteConfirm.dialog}
      <ScheduleTemplateDialog
        open={scheduling}
        onClose={() => setScheduling(false)}
        start={{ clientIds: [clientId] }}
      />
      <CopyWorkoutDialog workout={copying} onClose={() => setCopying(null)} />
    </>
  );
}
