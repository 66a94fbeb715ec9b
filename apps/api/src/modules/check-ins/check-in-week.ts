import {
  measurementChanges,
  weekBefore,
  weightTrendOf,
  type CheckInWeekFigures,
  type HabitWeek,
} from '@kinetic/contracts/check-in-week';
import { judgeDays, weekOf } from '@kinetic/contracts/nutrition-compliance';
import type { CheckInWeekRepository, Week } from './check-in-week.repository.ts';

/**
 * A check-in's week beside the one before: the weight's average in each, the measurements' changes,
 * both check-ins' photos, and the week's workouts, habits and nutrition (check-in-week.ts of the
 * contracts holds the rules).
 */
export async function weekFigures(
  weeks: CheckInWeekRepository,
  clientId: string,
  { week, previousWeek }: { week: Week; previousWeek: Week },
  photoIds: { current: string[]; previous: string[] },
): Promise<CheckInWeekFigures> {
  const [weights, measured, current, previous, workouts, habits, nutrition] = await Promise.all([
    // The 7-day average now against the 7 days before, whenever the previous check-in was.
    weeks.weights(clientId, weekBefore(week).from, week.to),
    weeks.measurements(clientId, week.from, week.to),
    weeks.photos(clientId, photoIds.current),
    weeks.photos(clientId, photoIds.previous),
    weeks.workouts(clientId, week),
    weeks.habits(clientId, week),
    weeks.nutrition(clientId, week),
  ]);
  return {
    week,
    previousWeek,
    weight: weightTrendOf(weights, week),
    measurements: measurementChanges(measured.now, measured.then),
    photos: { current, previous },
    workouts,
    habits: habits.map((h): HabitWeek => ({
      name: h.name,
      done: Math.min(h.done, 7),
      goal: h.frequency === 'weekly' ? (h.daysPerWeek ?? 7) : 7,
    })),
    nutrition: nutrition && weekOf(judgeDays(nutrition.targets, nutrition.days)),
  };
}
