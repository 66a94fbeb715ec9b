import { Link } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, ShieldAlert } from 'lucide-react';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { cn } from '../../../components/ui/cn.ts';
import type { ChipStatus } from '../lib/calendar-range.ts';

const STATUS: Record<ChipStatus, { label: string; chip: string; badge: string }> = {
  scheduled: {
    label: 'Scheduled',
    chip: 'border-brand-200 bg-brand-50',
    badge: 'text-brand-700',
  },
  completed: {
    label: 'Completed',
    chip: 'border-green-200 bg-green-50',
    badge: 'text-green-700',
  },
  missed: { label: 'Missed', chip: 'border-amber-200 bg-amber-50', badge: 'text-amber-800' },
};

/** Where a workout opens: the builder (scheduled) or the review (completed) for a trainer; the client's own screen. */
export function workoutPath(w: CalendarWorkout, asTrainer: boolean): string {
  if (!asTrainer) return `/client/workouts/${w.id}`;
  return w.status === 'COMPLETED'
    ? `/workouts/${w.id}`
    : `/trainer/workout-builder?clientId=${w.assignedTo}&workoutId=${w.id}`;
}

export interface ChipProps {
  workout: CalendarWorkout;
  status: ChipStatus;
  /** A trainer's chip names the client and may be moved (unless completed). */
  asTrainer: boolean;
  onMove?: (workout: CalendarWorkout) => void;
  /** The copy drawn under the pointer while dragging. */
  overlay?: boolean;
  /** In a month's small cells: one line per text, and on a phone no status line or Move button. */
  compact?: boolean;
  /** It holds an exercise contraindicated for the client's conditions: marked. */
  flagged?: boolean;
}

/** One workout on the calendar: a link to it, its status, and (a trainer's, not completed) drag and a Move action. */
export function WorkoutChip({
  workout,
  status,
  asTrainer,
  onMove,
  overlay = false,
  compact = false,
  flagged = false,
}: ChipProps) {
  const movable = asTrainer && workout.status !== 'COMPLETED';
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: overlay ? `overlay-${workout.id}` : workout.id,
    data: { workout },
    disabled: !movable || overlay,
  });
  const look = STATUS[status];
  const clientName = `${workout.client.firstName} ${workout.client.lastName}`;
  return (
    // Only the pointer listeners go on the chip: its link and its Move button stay the controls a
    // keyboard and a screen reader use.
    <div
      ref={setNodeRef}
      {...(movable ? listeners : {})}
      data-testid={overlay ? undefined : 'workout-chip'}
      className={cn(
        'relative min-w-0 rounded-lg border px-1.5 py-1 text-xs',
        look.chip,
        flagged && 'ring-1 ring-red-300',
        movable && 'cursor-grab active:cursor-grabbing',
        isDragging && 'opacity-40',
        overlay && 'shadow-lg',
      )}
    >
      {/* The texts take the chip's whole width (a week's column is narrow); the Move button sits in
          the first line's corner, which the texts leave free. */}
      <Link
        to={workoutPath(workout, asTrainer)}
        className={cn('block leading-tight', movable && onMove && (compact ? 'sm:pr-5' : 'pr-5'))}
        draggable={false}
      >
        {asTrainer && <span className="block truncate font-semibold text-slate-900">{clientName}</span>}
        <span
          className={cn(
            'text-slate-800 [overflow-wrap:anywhere]',
            compact ? 'block truncate' : 'line-clamp-2',
            !asTrainer && 'font-semibold',
          )}
        >
          {workout.name}
        </span>
        <span className={cn('block font-medium', look.badge)}>
          {look.label}
          {flagged && (
            <span
              title="Holds an exercise contraindicated for the client's conditions"
              className="text-red-700"
            >
              {' · '}
              <ShieldAlert aria-hidden="true" className="inline size-3 align-[-2px]" />
              <span className={compact ? 'sr-only' : undefined}> Contraindicated</span>
            </span>
          )}
        </span>
      </Link>
      {movable && onMove && (
        <button
          type="button"
          onClick={() => onMove(workout)}
          aria-label={`Move ${workout.name}${asTrainer ? ` (${clientName})` : ''} to another date`}
          className={cn(
            'absolute top-0.5 right-0.5 rounded p-1 text-slate-500 max-sm:p-2 hover:bg-white hover:text-brand-700',
            // A month's cell on a phone is too narrow for it: the week view there has it.
            compact && 'max-sm:hidden',
          )}
        >
          <CalendarClock aria-hidden="true" className="size-3.5" />
        </button>
      )}
    </div>
  );
}
