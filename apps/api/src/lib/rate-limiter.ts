import { RateLimiterMemory, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Counts attempts per key in fixed windows. The counting itself is rate-limiter-flexible's: in this
 * process's memory (RateLimiterMemory), or in Redis shared by every process (RateLimiterRedis, see
 * redis-rate-limit-store.ts). Callers compare the count with their own limit, because what
 * happens past it differs: a refusal, a delay before checking a password, an audit entry at 10.
 */
export interface RateLimitStore {
  /** Adds one to the key's count and answers the count and when the window ends (ms epoch). */
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /**
   * Takes one back from the key's count: an attempt counted before it was checked turned out not to
   * be a failure (a right code). Counting first and giving back after keeps a limit exact however
   * many attempts arrive at once.
   */
  decrement(key: string, windowMs: number): Promise<void>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetAt: number } | undefined>;
  reset(key: string): Promise<void>;
}

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Windows last whole seconds: the library keeps durations in seconds, and in Redis (EX) a window
 * rounded down to 0 seconds would never end.
 */
const windowSeconds = (windowMs: number) => Math.max(1, Math.ceil(windowMs / 1000));

/**
 * A RateLimitStore over one of the library's limiters. `penalty` adds a point and never refuses
 * (the limiter's own `points` is not used), and `customDuration` gives each new window its length,
 * so one limiter serves every limit. `prefix` is put before every key as it is.
 */
export function limiterStore(limiter: RateLimiterAbstract, prefix = ''): RateLimitStore {
  const window = (res: RateLimiterRes) => ({
    count: res.consumedPoints,
    resetAt: Date.now() + res.msBeforeNext,
  });
  return {
    increment: async (key, windowMs) =>
      window(await limiter.penalty(prefix + key, 1, { customDuration: windowSeconds(windowMs) })),
    async decrement(key, windowMs) {
      await limiter.reward(prefix + key, 1, { customDuration: windowSeconds(windowMs) });
    },
    async peek(key) {
      const res = await limiter.get(prefix + key);
      // A count without a time left is one whose window has ended (and not yet been swept).
      return res && res.msBeforeNext > 0 ? window(res) : undefined;
    },
    async reset(key) {
      await limiter.delete(prefix + key);
    },
  };
}

/**
 * What every limiter here is made with. Keys are used as given (the library's default prefix would
 * only lengthen them); `points` and `duration` are required but unused (see limiterStore).
 */
export const LIMITER_OPTIONS = { points: 1, duration: 60, keyPrefix: '' };

/** Counts in this process's memory: one API process, no Redis. */
export const memoryRateLimitStore = (): RateLimitStore =>
  limiterStore(new RateLimiterMemory(LIMITER_OPTIONS));
