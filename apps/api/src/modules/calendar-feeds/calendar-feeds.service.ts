import type { User } from '@kinetic/contracts/auth';
import {
  CALENDAR_FEED_TEXTS,
  calendarFeedCalls,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_EVENTS_MAX,
  type CalendarFeedAnswer,
  type CalendarFeedUrls,
} from '@kinetic/contracts/calendar-feeds';
import { addDays } from '@kinetic/contracts/habits';
import { pathOf } from '@kinetic/contracts/route';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.ts';
import { feedCalendar } from './feed-calendar.ts';
import type { FeedThrottle } from './feed-limits.ts';

/** A person's private calendar feed: turned on, replaced and off by them; read by its secret. */
export function createCalendarFeedsService(deps: {
  db: Db;
  feeds: CalendarFeedsRepository;
  audit: AuditRepository;
  denied: DeniedReads;
  throttle: FeedThrottle;
  site: { appName: string; publicUrl: string };
}) {
  const { db, feeds, audit, denied, throttle, site } = deps;

  /** The feed's link: the secret is in the path, the only credential a calendar app can keep. */
  const urlsOf = (secret: string) => {
    const https = `${site.publicUrl}${pathOf(calendarFeedCalls.feed, { secret })}`;
    return { https, webcal: https.replace(/^https?:/, 'webcal:') };
  };

  return {
    async state(user: User): Promise<CalendarFeedAnswer> {
      return { feed: await feeds.stateOf(user.id) };
    },

    /** A new secret (256 random bits): only its hash is kept, so the link is answered this once. */
    async turnOn(user: User): Promise<CalendarFeedUrls> {
      const secret = newToken();
      const { createdAt } = await db.transaction(async (tx) => {
        const row = await feeds.put(user.id, hashToken(secret), tx);
        const detail = row.replaced ? 'replaced the link' : 'turned on';
        await audit.record(
          { actorId: user.id, subjectId: user.id, action: 'calendar-feed.on', allowed: true, detail },
          tx,
        );
        return row;
      });
      return { feed: { on: true, turnedOnAt: createdAt.toISOString() }, urls: urlsOf(secret) };
    },

    async turnOff(user: User): Promise<void> {
      await db.transaction(async (tx) => {
        if (await feeds.remove(user.id, tx))
          await audit.record(
            { actorId: user.id, subjectId: user.id, action: 'calendar-feed.off', allowed: true },
            tx,
          );
      });
    },

    /**
     * The feed of this secret as iCalendar text, or 404 (an unknown, replaced or turned-off secret,
     * or a deactivated owner). A trainer's feed shows clients' workouts: each client's in the audit
     * trail (`calendar-feed.read`, a series collapsed as other reads are).
     */
    async read(secret: string, address: string, now = new Date()): Promise<string> {
      const owner = await feeds.ownerOf(hashToken(secret));
      if (!owner) {
        await throttle.miss(address);
        throw notFound(CALENDAR_FEED_TEXTS.notFound);
      }
      await throttle.read(owner.id);
      const today = now.toISOString().slice(0, 10);
      const rows = await feeds.workoutsOf(
        owner.id,
        addDays(today, -FEED_DAYS_BACK),
        addDays(today, FEED_DAYS_AHEAD),
        FEED_EVENTS_MAX,
      );
      const clients = new Set(rows.map((r) => r.clientId).filter((id) => id !== owner.id));
      if (clients.size) await denied.allowedReads(owner.id, clients, 'calendar-feed.read');
      const namesClients = owner.roles.includes('TRAINER');
      return feedCalendar(site, { id: owner.id, namesClients }, rows, now);
    },
  };
}

export type CalendarFeedsService = ReturnType<typeof createCalendarFeedsService>;
