import { addDays } from '@kinetic/contracts/habits';
import { FEED_REFRESH_MINUTES } from '@kinetic/contracts/calendar-feeds';
import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedWorkout } from './calendar-feeds.repository.ts';

/** The most exercise names one event's description lists. */
const EXERCISES_SHOWN = 30;

export interface FeedOwner {
  id: string;
  /** A trainer's feed names each event's client (their own workouts, if any, are not named). */
  namesClients: boolean;
}

/**
 * The feed as iCalendar text (RFC 5545): one all-day event per workout, on its scheduled date
 * (workouts have a day, no time). The library folds lines at 75 octets and escapes text. Every
 * event is CONFIRMED: a missed workout may still be done late, and CANCELLED would tell calendars
 * the session is off (decision 0045).
 */
export function feedCalendar(
  site: { appName: string; publicUrl: string },
  owner: FeedOwner,
  rows: FeedWorkout[],
  now = new Date(),
): string {
  const host = new URL(site.publicUrl).host;
  const calendar = ical({
    name: owner.namesClients ? `${site.appName}: clients' workouts` : `${site.appName} workouts`,
    prodId: { company: site.appName, product: 'Workouts', language: 'EN' },
    ttl: FEED_REFRESH_MINUTES * 60,
  });
  for (const w of rows) {
    const forClient = owner.namesClients && w.clientId !== owner.id;
    const exercises = w.exercises.slice(0, EXERCISES_SHOWN);
    const more = w.exercises.length - exercises.length;
    calendar.createEvent({
      id: `${w.id}@${host}`,
      stamp: now,
      allDay: true,
      start: w.scheduledDate,
      end: addDays(w.scheduledDate, 1),
      summary: forClient ? `${w.name} — ${w.clientName}` : w.name,
      description: [
        ...(w.completed ? ['Completed'] : []),
        ...exercises,
        ...(more > 0 ? [`and ${more} more`] : []),
      ].join('\n'),
      status: ICalEventStatus.CONFIRMED,
      url: `${site.publicUrl}/workouts/${w.id}`,
    });
  }
  return calendar.toString();
}
