import type { Module } from '../module.ts';
import { createCalendarFeedsRepository } from './calendar-feeds.repository.ts';
import { calendarFeedsRoutes } from './calendar-feeds.routes.ts';
import { createCalendarFeedsService } from './calendar-feeds.service.ts';
import { createFeedThrottle } from './feed-limits.ts';

/** Private iCalendar feeds of scheduled workouts, for clients and trainers (decision 0045). */
export const calendarFeedsModule: Module<'settings' | 'db' | 'rateLimitStore' | 'audit' | 'denied'> = async (
  app,
  { settings, db, rateLimitStore, audit, denied },
) => {
  calendarFeedsRoutes(
    app,
    createCalendarFeedsService({
      db,
      feeds: createCalendarFeedsRepository(db),
      audit,
      denied,
      throttle: createFeedThrottle(rateLimitStore),
      site: { appName: settings.appName, publicUrl: settings.publicUrl },
    }),
  );
};
