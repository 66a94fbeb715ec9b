import { tooMany } from '../../domain/auth-throttle.ts';
import { HOUR, MINUTE } from '../../lib/durations.ts';
import type { Limit, RateLimitStore } from '../../lib/rate-limiter.ts';

/**
 * Reads of one feed (calendar apps fetch every hour or so, from each device subscribed), and
 * unknown secrets from one address (secrets are not to be guessed, nor the database worked).
 */
const READS_PER_FEED: Limit = { max: 60, windowMs: HOUR };
const MISSES_PER_ADDRESS: Limit = { max: 30, windowMs: 15 * MINUTE };

/** Counts feed reads per feed and misses per address in the shared rate limit store: 429 past them. */
export function createFeedThrottle(store: RateLimitStore) {
  const take = async (key: string, { max, windowMs }: Limit) => {
    const { count, resetAt } = await store.increment(key, windowMs);
    if (count > max) throw tooMany(resetAt);
  };
  return {
    read: (ownerId: string) => take(`calendar-feeds:reads:${ownerId}`, READS_PER_FEED),
    miss: (ip: string) => take(`calendar-feeds:misses:${ip}`, MISSES_PER_ADDRESS),
  };
}

export type FeedThrottle = ReturnType<typeof createFeedThrottle>;
