import type { Announcements, KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { CalendarWorkout } from '@kinetic/contracts/calendar';
import { formatLongDay, shiftCalendarDate } from '../../../lib/calendar-date.ts';

/** How many days each arrow key moves a picked-up workout: a day sideways, a week up or down. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

const workoutOf = (data: unknown) => (data as { workout?: CalendarWorkout } | undefined)?.workout;

/**
 * Moves a workout picked up from the keyboard onto the day before or after (a week before or after
 * with up and down) of the day it is over: the new position is the middle of that day's cell. Days
 * outside the view shown stay out of reach.
 */
export const dayCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, over, droppableRects, collisionRect } },
) => {
  const step = STEPS[event.code];
  if (step === undefined) return undefined;
  event.preventDefault();
  const from = over ? String(over.id) : workoutOf(active?.data.current)?.scheduledDate;
  if (!from || !collisionRect) return undefined;
  const rect = droppableRects.get(shiftCalendarDate(from, step));
  if (!rect) return undefined;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + rect.height / 2 - collisionRect.height / 2,
  };
};

/** 'Strength A for Alex Chen' (a trainer's calendar), 'Strength A' (a client's). */
const named = (w: CalendarWorkout | undefined, asTrainer: boolean) =>
  !w ? 'The workout' : asTrainer ? `${w.name} for ${w.client.firstName} ${w.client.lastName}` : w.name;

/** What a screen reader hears while a workout is dragged: the workout and the day, at each step. */
export function dragAnnouncements(asTrainer: boolean): Announcements {
  const day = (id: string | number | undefined) => (id === undefined ? '' : formatLongDay(String(id)));
  return {
    onDragStart: ({ active }) => {
      const w = workoutOf(active.data.current);
      return `Picked up ${named(w, asTrainer)}, on ${day(w?.scheduledDate ?? undefined)}. Use the arrow keys to choose a day, Enter to drop it there, Escape to cancel.`;
    },
    onDragOver: ({ active, over }) =>
      over
        ? `${named(workoutOf(active.data.current), asTrainer)} is over ${day(over.id)}.`
        : `${named(workoutOf(active.data.current), asTrainer)} is over no day.`,
    onDragEnd: ({ active, over }) => {
      const w = workoutOf(active.data.current);
      if (!over || String(over.id) === w?.scheduledDate)
        return `${named(w, asTrainer)} stays on ${day(w?.scheduledDate ?? undefined)}.`;
      return `${named(w, asTrainer)} dropped on ${day(over.id)}.`;
    },
    onDragCancel: ({ active }) => {
      const w = workoutOf(active.data.current);
      return `Moving ${named(w, asTrainer)} was cancelled. It stays on ${day(w?.scheduledDate ?? undefined)}.`;
    },
  };
}

/** What a screen reader is told on a workout's drag handle. */
export const DRAG_INSTRUCTIONS =
  'To move this workout to another day, press Space or Enter to pick it up, the arrow keys to choose the day (left and right a day, up and down a week), Enter to drop it, or Escape to cancel.';
