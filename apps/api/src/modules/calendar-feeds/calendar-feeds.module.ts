import type { Module } from '../module.ts';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts';
import { calendarFeedsRoutes } from './calendar-feeds.routes.ts';
import { createCalendarFeedsService } from './calendar-feeds.service.ts';
import { createFeedThrottle } from './feed-limits.ts';

/** Private iCalendar feeds of scheduled workouts, for clients and trainers (decision 0045). */
export const calendarFeedsModule: Module<'settings' | 'db' | 'rateLimitStore' | 'audit' | 'denied'> = async (
  app,
  core,
) => {
  const { appName, publicUrl } = core.settings;
  const feeds = createCalendarFeedsService({
    ...core,
    feeds: createCalendarFeedsRepository(core.db),
    throttle: createFeedThrottle(core.rateLimitStore),
    site: { appName, publicUrl },
  });
  calendarFeedsRoutes(app, feeds);
};
