/** What other modules use of calendar feeds: the export's account of whether a feed is on. */
export { calendarFeedForExport } from './calendar-feeds.repository.ts';
