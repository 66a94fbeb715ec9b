import { Link } from 'react-router';
import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, Copy, ShieldAlert } from 'lucide-react';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { cn } from '../../../components/ui/cn.ts';
import { middleCut } from '../lib/calendar-names.ts';
import type { ChipStatus } from '../lib/calendar-range.ts';

const ICON_BUTTON =
  'rounded p-1 text-slate-500 max-sm:p-2 hover:bg-white hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

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
  /** A trainer's chip offers to copy the workout to other clients and days. */
  onCopy?: (workout: CalendarWorkout) => void;
  /** The copy drawn under the pointer while dragging. */
  overlay?: boolean;
  /** In a month's cells (the grid of wider screens): names cut shorter. */
  compact?: boolean;
  /** It holds an exercise contraindicated for the client's conditions: marked. */
  flagged?: boolean;
}

/**
 * One workout on the calendar: a link to it, its status, and for a trainer a Copy action and (not
 * completed) drag, by pointer or from the keyboard, and a Move action.
 */
export function WorkoutChip({
  workout,
  status,
  asTrainer,
  onMove,
  onCopy,
  overlay = false,
  compact = false,
  flagged = false,
}: ChipProps) {
  const movable = asTrainer && workout.status !== 'COMPLETED';
  const actions = !overlay && ((movable && onMove) || (asTrainer && onCopy));
  const { listeners, attributes, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: overlay ? `overlay-${workout.id}` : workout.id,
    data: { workout },
    disabled: !movable || overlay,
  });
  const look = STATUS[status];
  const clientName = `${workout.client.firstName} ${workout.client.lastName}`;
  const who = asTrainer ? ` (${clientName})` : '';
  const shown = middleCut(workout.name, compact ? 36 : 44);
  return (
    // The drag starts from the chip with a pointer, from its drag handle with the keyboard (the
    // handle is the activator: keys pressed on the link or the buttons start no drag).
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
      {/* The texts take the chip's whole width (a week's column is narrow); the Copy and Move
          buttons sit in the first line's corner, which the texts leave free. */}
      <Link
        to={workoutPath(workout, asTrainer)}
        className={cn('block leading-tight', actions && 'pr-10 max-sm:pr-16')}
        draggable={false}
      >
        {asTrainer && <span className="block truncate font-semibold text-slate-900">{clientName}</span>}
        {/* Two lines at most, a long name cut in its middle: names that differ at their end stay
            apart. The whole name is what a screen reader reads, and the tooltip shows. */}
        <span
          title={shown === workout.name ? undefined : workout.name}
          className={cn(
            'line-clamp-2 text-slate-800 [overflow-wrap:anywhere]',
            !asTrainer && 'font-semibold',
          )}
        >
          <span aria-hidden={shown !== workout.name || undefined}>{shown}</span>
          {shown !== workout.name && <span className="sr-only">{workout.name}</span>}
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
      {actions && (
        <div className="absolute top-0.5 right-0.5 flex">
          {onCopy && (
            <button
              type="button"
              onClick={() => onCopy(workout)}
              aria-label={`Copy ${workout.name}${who}`}
              className={ICON_BUTTON}
            >
              <Copy aria-hidden="true" className="size-3.5" />
            </button>
          )}
          {movable && onMove && (
            <button
              type="button"
              onClick={() => onMove(workout)}
              aria-label={`Move ${workout.name}${who} to another date`}
              className={ICON_BUTTON}
            >
              <CalendarClock aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </div>
      )}
      {movable && !overlay && (
        // Hidden until it has the keyboard's focus: then it covers the chip and says what it does.
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          aria-label={`Drag ${workout.name}${who} to another day`}
          className="sr-only rounded-lg bg-white/95 px-1.5 text-left text-xs font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:inset-0 focus:z-10 focus:outline-2 focus:outline-brand-600"
        >
          Move with the arrow keys
        </button>
      )}
    </div>
  );
}
