import { z } from 'zod';
import { errorBody } from './common.ts';
import { route } from './route.ts';

/**
 * A private calendar feed (iCalendar) of scheduled workouts: a client's own, a trainer's current,
 * active clients'. A calendar app subscribes to its secret URL; replacing or turning it off makes
 * the old URL answer 404 at once (decision 0045).
 */

/** The days a feed spans: from this many days back to this many days ahead of today (UTC). */
export const FEED_DAYS_BACK = 28;
export const FEED_DAYS_AHEAD = 84;
/** The most events one feed holds (the earliest of the window first). */
export const FEED_EVENTS_MAX = 1000;
/** How often a calendar app is asked to fetch the feed again, in minutes. */
export const FEED_REFRESH_MINUTES = 60;

/** Whether the person's feed is on, and since when (the secret itself is never shown again). */
export const calendarFeedState = z.object({
  on: z.boolean(),
  turnedOnAt: z.string().nullable(),
});
export type CalendarFeedState = z.infer<typeof calendarFeedState>;

export const calendarFeedAnswer = z.object({ feed: calendarFeedState });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;

/** A feed turned on or replaced: its URLs, shown this once (only a hash of the secret is kept). */
export const calendarFeedUrls = z.object({
  feed: calendarFeedState,
  urls: z.object({
    /** For a calendar app that subscribes to a link (Apple Calendar, Outlook). */
    webcal: z.string(),
    /** For one that takes a web address (Google Calendar's "From URL"). */
    https: z.string(),
  }),
});
export type CalendarFeedUrls = z.infer<typeof calendarFeedUrls>;

/** Anything not shaped like a secret is simply not a feed (404): no field messages for a guesser. */
export const feedParams = z.object({ secret: z.string().max(200) });

/** The feed's answer: iCalendar text, never JSON. */
const feedText = z
  .string()
  .describe('The feed (text/calendar; charset=utf-8), sent with Cache-Control: private, max-age=300');

export const CALENDAR_FEED_TEXTS = {
  title: 'Calendar feed',
  offDescription:
    'Add your scheduled workouts to Google Calendar, Apple Calendar or Outlook with a private link.',
  turnOn: 'Turn on calendar feed',
  replace: 'Replace link',
  turnOff: 'Turn off',
  copied: 'Copied',
  onSince: (when: string) => `On since ${when}. Calendar apps subscribed to the link stay up to date.`,
  shownOnce: 'Copy the link now: it is shown only this once. Anyone with it can see your scheduled workouts.',
  lostLink: 'Lost the link? Replace it: the old one stops working at once.',
  replaceConfirm: 'Replace the link? Calendars subscribed to the old link stop updating.',
  turnOffConfirm: 'Turn off the feed? Calendars subscribed to it stop updating.',
  notFound: 'Calendar feed not found',
} as const;

const tags = ['calendar feed'];
const OWNER_ONLY = "The signed-in person's own feed: a client's workouts, or a trainer's clients' workouts.";

export const calendarFeedCalls = {
  state: route({
    method: 'GET',
    path: '/api/calendar-feed',
    summary: 'Whether my calendar feed is on',
    description: OWNER_ONLY,
    tags,
    answers: { 200: calendarFeedAnswer },
  }),

  turnOn: route({
    method: 'PUT',
    path: '/api/calendar-feed',
    summary: 'Turn on my calendar feed, or replace its link',
    description:
      `${OWNER_ONLY} A new secret link every time: the previous one answers 404 at once. The link ` +
      'is answered this once; only a hash of its secret is kept.',
    tags,
    answers: { 200: calendarFeedUrls },
  }),

  turnOff: route({
    method: 'DELETE',
    path: '/api/calendar-feed',
    summary: 'Turn off my calendar feed',
    description: 'Its link answers 404 at once. Turning off a feed that is off changes nothing.',
    tags,
    answers: { 204: z.null() },
  }),

  feed: route({
    method: 'GET',
    path: '/api/calendar-feeds/:secret',
    summary: 'A calendar feed (iCalendar) of scheduled workouts, by its secret link',
    description:
      `No sign-in: the secret in the path is the only credential. The workouts scheduled from ` +
      `${FEED_DAYS_BACK} days back to ${FEED_DAYS_AHEAD} days ahead, at most ${FEED_EVENTS_MAX}, ` +
      'each an all-day event. An unknown, replaced or turned-off secret answers 404; too many ' +
      'reads of one feed, or misses from one address, answer 429.',
    tags,
    public: true,
    params: feedParams,
    answers: { 200: feedText, 404: errorBody, 429: errorBody },
  }),
};
