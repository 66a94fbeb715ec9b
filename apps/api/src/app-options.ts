import type { onRouteHookHandler } from 'fastify';
import type { Database } from './db/client.ts';
import type { Settings } from './env.ts';
import type { EventBus } from './lib/events/bus.ts';
import type { Mailer } from './lib/mailer.ts';
import type { ObjectStorage } from './lib/object-storage/index.ts';
import type { RateLimitStore } from './lib/rate-limiter.ts';
import type { DeniedReadLimits } from './modules/audit/denied-reads.ts';
import type { AuthLimits } from './domain/auth-throttle.ts';
import type { InvitationLimits } from './modules/invitations/invitation-limits.ts';
import type { UserLimits } from './plugins/user-limit-defaults.ts';

/** What builds an app: its settings and database, and what tests and tools put in place of a default. */
export interface AppOptions {
  settings: Settings;
  database: Database;
  mailer?: Mailer;
  /** Where progress photos are kept; default: the settings' (files under DATA_DIR, or S3). */
  objectStorage?: ObjectStorage;
  /** Where rate limits count; default: Redis when the settings name one, else this process. */
  rateLimitStore?: RateLimitStore;
  authLimits?: Partial<AuthLimits>;
  /** Invitation mails per sender, link uses per address; default DEFAULT_INVITATION_LIMITS. */
  invitationLimits?: Partial<InvitationLimits>;
  deniedReadLimits?: DeniedReadLimits;
  /** Per-person limits; default: the settings' (USER_WRITES_PER_MINUTE, ...). */
  userLimits?: Partial<UserLimits>;
  /** Where the built web app is (default: the WEB_DIR setting); null serves none. */
  webDir?: string | null;
  /** Trust X-Forwarded-For from a load balancer in front; default: the TRUST_PROXY setting. */
  trustProxy?: boolean;
  /** How processes hear of each other's events; default: Redis, else PostgreSQL, else this process. */
  eventBus?: EventBus;
  /** The live streams' timings (tests shorten them) and caps (default DEFAULT_STREAM_CAPS). */
  liveStreams?: { heartbeatMs?: number; sweepMs?: number; perUser?: number; perSession?: number };
  /** Sees every route as it is registered (the tests hold each answer to its route's schema). */
  onRoute?: onRouteHookHandler;
}
