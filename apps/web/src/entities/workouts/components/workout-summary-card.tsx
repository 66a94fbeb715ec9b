import type { ReactNode } from 'react';
import { CalendarDays, CheckCircle2, Clock } from 'lucide-react';
import type { Workout } from '@kinetic/contracts/workouts';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { Card } from '../../../components/ui/card.tsx';

function MetaItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A definition list holds dt/dd pairs (each pair may be wrapped in one div): the icon sits in the dt.
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0.5 left-0 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Scheduled date, estimated duration, completion date (of a completed workout) and description: the
 * head of a workout, for the client performing it and the trainer reviewing it.
 */
export function WorkoutSummaryCard({ workout, completed }: { workout: Workout; completed: boolean }) {
  return (
    <Card className="mb-5 p-4 sm:p-5">
      <dl className="grid gap-4 sm:grid-cols-3">
        <MetaItem icon={<CalendarDays className="size-5" aria-hidden="true" />} label="Scheduled">
          {workout.scheduledDate ? formatCalendarDate(workout.scheduledDate) : 'Not scheduled'}
        </MetaItem>
        <MetaItem icon={<Clock className="size-5" aria-hidden="true" />} label="Estimated duration">
          {workout.estimatedDuration ? `${workout.estimatedDuration} minutes` : 'Not specified'}
        </MetaItem>
        {completed && (
          <MetaItem icon={<CheckCircle2 className="size-5" aria-hidden="true" />} label="Completed">
            {workout.completedDate ? formatCalendarDate(workout.completedDate) : 'Completed'}
          </MetaItem>
        )}
      </dl>
      {workout.description.trim() && (
        <p className="mt-4 border-t border-slate-100 pt-4 text-sm whitespace-pre-line text-slate-700">
          {workout.description}
        </p>
      )}
    </Card>
  );
}
