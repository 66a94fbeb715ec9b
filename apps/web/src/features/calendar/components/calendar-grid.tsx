import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { cn } from '../../../components/ui/cn.ts';
import { formatMediumDay, parseCalendarDate } from '../../../lib/calendar-date.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { DRAG_INSTRUCTIONS, dayCoordinates, dragAnnouncements } from '../lib/calendar-keyboard.ts';
import { byDay, chipStatus, startOfMonth, type CalendarView } from '../lib/calendar-range.ts';
import { AddOnDay, Day } from './calendar-day.tsx';
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
  /** A trainer's: copy a workout to other clients and days. */
  onCopy?: (workout: CalendarWorkout) => void;
  /** A trainer's: schedule a template on a day (its "+"). */
  onAdd?: (date: string) => void;
}

/** A day's heading: its date (today marked) and, for a trainer, its "+". */
function DayHead({
  date,
  today,
  onAdd,
  children,
}: {
  date: string;
  today: string;
  onAdd: ((date: string) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <div className="mb-1 flex items-center justify-between gap-1">
      <h3 className={cn('text-xs font-semibold text-slate-500', date === today && 'text-brand-700')}>
        {children}
        {date === today && <span className="ml-1 font-bold">· Today</span>}
      </h3>
      {onAdd && <AddOnDay date={date} onAdd={onAdd} />}
    </div>
  );
}

/**
 * The week (seven columns; a day-by-day list on a phone) or the month (whole weeks; on a phone the
 * month's days as a list, where names have room) with the workouts on their days. A trainer drags a
 * scheduled chip onto another day to move it, with a pointer or from the keyboard (its handle).
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
  onCopy,
  onAdd,
}: GridProps) {
  const sensors = useSensors(
    // A click on the chip's link is no drag: the pointer must travel first (or, on touch, rest).
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayCoordinates }),
  );
  const phone = useMediaQuery('(max-width: 639px)');
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

  const chips = (date: string, compact: boolean) =>
    (perDay.get(date) ?? []).map((w) => (
      <li key={w.id}>
        <WorkoutChip
          workout={w}
          status={chipStatus(w, today)}
          asTrainer={asTrainer}
          flagged={flagged?.has(w.id)}
          onMove={onMove}
          {...(onCopy ? { onCopy } : {})}
          compact={compact}
        />
      </li>
    ));

  /** A day as a block of a list: the week's days, or on a phone the month's. */
  const listedDay = (date: string, label: string) => {
    const list = chips(date, false);
    return (
      <Day key={date} date={date} className="rounded-xl border border-slate-200 bg-white p-2 sm:min-h-48">
        <DayHead date={date} today={today} onAdd={onAdd}>
          {label}
        </DayHead>
        {list.length ? (
          <ul className="space-y-1.5">{list}</ul>
        ) : (
          <p className="text-xs text-slate-500">No workouts</p>
        )}
      </Day>
    );
  };

  return (
    <DndContext
      sensors={sensors}
      accessibility={{
        announcements: dragAnnouncements(asTrainer),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {view === 'week' ? (
        <div className="grid gap-2 sm:grid-cols-7">
          {days.map((date) => listedDay(date, formatMediumDay(date)))}
        </div>
      ) : phone ? (
        <div className="space-y-2">
          {days
            .filter((date) => parseCalendarDate(date).getMonth() === month)
            .map((date) => listedDay(date, formatMediumDay(date)))}
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
              const outside = d.getMonth() !== month;
              return (
                <Day
                  key={date}
                  date={date}
                  className={cn(
                    'min-h-28 min-w-0 border-r border-b border-slate-100 p-1',
                    outside && 'bg-slate-50/70',
                  )}
                >
                  <div className="mb-0.5 flex items-center justify-between">
                    <h3
                      className={cn(
                        'px-0.5 text-xs font-medium text-slate-500',
                        date === today && 'font-bold text-brand-700',
                      )}
                    >
                      {d.getDate()}
                    </h3>
                    {onAdd && <AddOnDay date={date} onAdd={onAdd} className="size-6" />}
                  </div>
                  <ul className="space-y-1">{chips(date, true)}</ul>
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
