import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { cn } from '../../../components/ui/cn.ts';
import { formatLongDay, formatMediumDay, parseCalendarDate } from '../../../lib/calendar-date.ts';
import { byDay, chipStatus, startOfMonth, type CalendarView } from '../lib/calendar-range.ts';
import { WorkoutChip } from './workout-chip.tsx';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface GridProps {
  view: CalendarView;
  anchor: string;
  days: string[];
  today: string;
  workouts: CalendarWorkout[];
  asTrainer: boolean;
  /** Workouts with an exercise contraindicated for their client's conditions (a trainer's view). */
  flagged?: ReadonlySet<string>;
  onMove: (workout: CalendarWorkout) => void;
  onReschedule: (workout: CalendarWorkout, date: string) => void;
}

/** One day: where chips are dropped; named by its long date, so that it can be found. */
function Day({ date, className, children }: { date: string; className: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: date });
  return (
    <section
      ref={setNodeRef}
      aria-label={formatLongDay(date)}
      data-date={date}
      className={cn(className, isOver && 'bg-brand-50 ring-2 ring-brand-300')}
    >
      {children}
    </section>
  );
}

/**
 * The week (seven columns; a day-by-day list on a phone) or the month (whole weeks) with the
 * workouts on their days. A trainer drags a scheduled chip onto another day to move it.
 */
export function CalendarGrid({
  view,
  anchor,
  days,
  today,
  workouts,
  asTrainer,
  flagged,
  onMove,
  onReschedule,
}: GridProps) {
  const sensors = useSensors(
    // A click on the chip's link is no drag: the pointer must travel first (or, on touch, rest).
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
  );
  const [dragged, setDragged] = useState<CalendarWorkout | null>(null);
  const perDay = byDay(workouts);
  const month = parseCalendarDate(startOfMonth(anchor)).getMonth();

  const onDragStart = (event: DragStartEvent) =>
    setDragged((event.active.data.current as { workout: CalendarWorkout } | undefined)?.workout ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragged(null);
    const workout = (event.active.data.current as { workout: CalendarWorkout } | undefined)?.workout;
    const date = event.over ? String(event.over.id) : null;
    if (workout && date && date !== workout.scheduledDate) onReschedule(workout, date);
  };

  const chips = (date: string) =>
    (perDay.get(date) ?? []).map((w) => (
      <li key={w.id}>
        <WorkoutChip
          workout={w}
          status={chipStatus(w, today)}
          asTrainer={asTrainer}
          flagged={flagged?.has(w.id)}
          onMove={onMove}
          compact={view === 'month'}
        />
      </li>
    ));

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {view === 'week' ? (
        <div className="grid gap-2 sm:grid-cols-7">
          {days.map((date) => {
            const list = chips(date);
            return (
              <Day
                key={date}
                date={date}
                className="rounded-xl border border-slate-200 bg-white p-2 sm:min-h-48"
              >
                <h3
                  className={cn(
                    'mb-1.5 text-xs font-semibold text-slate-500',
                    date === today && 'text-brand-700',
                  )}
                >
                  {formatMediumDay(date)}
                  {date === today && <span className="ml-1 font-bold">· Today</span>}
                </h3>
                {list.length ? (
                  <ul className="space-y-1.5">{list}</ul>
                ) : (
                  <p className="text-xs text-slate-500">No workouts</p>
                )}
              </Day>
            );
          })}
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          <div aria-hidden="true" className="grid grid-cols-7 border-b border-slate-200 bg-slate-50">
            {WEEKDAYS.map((d) => (
              <div key={d} className="px-1 py-1.5 text-center text-xs font-semibold text-slate-500">
                {d}
              </div>
            ))}
          </div>
          <div className="grid grid-cols-7">
            {days.map((date) => {
              const d = parseCalendarDate(date);
              return (
                <Day
                  key={date}
                  date={date}
                  className={cn(
                    'min-h-20 min-w-0 border-r border-b border-slate-100 p-0.5 sm:min-h-28 sm:p-1',
                    d.getMonth() !== month && 'bg-slate-50/70',
                  )}
                >
                  <h3
                    className={cn(
                      'mb-0.5 px-0.5 text-xs font-medium text-slate-500',
                      d.getMonth() !== month && 'text-slate-300',
                      date === today && 'font-bold text-brand-700',
                    )}
                  >
                    {d.getDate()}
                  </h3>
                  <ul className="space-y-1">{chips(date)}</ul>
                </Day>
              );
            })}
          </div>
        </div>
      )}
      <DragOverlay>
        {dragged && (
          <WorkoutChip workout={dragged} status={chipStatus(dragged, today)} asTrainer={asTrainer} overlay />
        )}
      </DragOverlay>
    </DndContext>
  );
}
