import { calendarFeedCalls } from '@kinetic/contracts/calendar-feeds';

/** The part of a calendar feed's path before its secret. */
const FEED_PREFIX = calendarFeedCalls.feed.path.replace(/:secret$/, '');

/**
 * A URL as the log may hold it: query strings may carry reset tokens, and a calendar feed's path
 * carries its secret; both are cut.
 */
export const redactUrl = (url: string) =>
  (url.startsWith(FEED_PREFIX) ? `${FEED_PREFIX}[redacted]` : url).replace(
    /([?&]token=)[^&]*/gi,
    '$1[redacted]',
  );
