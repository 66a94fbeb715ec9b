import { createClient } from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from './http-error.ts';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { LIMITER_OPTIONS, limiterStore, type RateLimitStore } from './rate-limiter.ts';

/**
 * The rate limit counts in Redis, shared by every API process (REDIS_URL): rate-limiter-flexible's
 * RateLimiterRedis, whose script counts and sets the window's expiry in one step, so attempts made
 * at once on several processes are all counted. This module owns the connection: its start, its
 * reconnection, what the operator reads in the log, and how long a command may take.
 *
 * When Redis does not answer, the limited endpoints (sign-in, registration, password recovery)
 * answer 503 instead of going on uncounted: a limit that silently stops counting would invite
 * password guessing. Signed-in use goes on, uncounted (see plugins/user-limits.ts).
 */

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

export interface RedisRateLimitStoreOptions {
  /** `redis[s]://[[user][:password]@]host[:port][/db]` */
  url: string;
  /** Put before every key, so that several apps or environments can share one Redis. */
  prefix: string;
  log: FastifyBaseLogger;
  /** Connection attempts at start before giving up; afterwards it reconnects for as long as it takes. */
  connectAttempts?: number;
  /** A command not answered within this time fails (the request answers 503). */
  commandTimeoutMs?: number;
}

export interface RedisRateLimitStore extends RateLimitStore {
  close(): Promise<void>;
}

/** Connects to Redis; rejects, naming the cause, when that fails at start (after a few tries). */
export async function connectRedisRateLimitStore(
  options: RedisRateLimitStoreOptions,
): Promise<RedisRateLimitStore> {
  const { prefix, log } = options;
  const attempts = options.connectAttempts ?? 10;
  const timeoutMs = options.commandTimeoutMs ?? 2_000;
  let started = false;
  let healthy = true;
  const client = createClient({
    url: options.url,
    // Shown by CLIENT LIST, so that an operator can tell the processes' connections apart.
    name: `kinetic-api-${process.pid}`,
    // Fail at once while the connection is down rather than holding requests until it is back.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries, cause) =>
        !started && retries >= attempts ? cause : Math.min(50 * 2 ** retries, 2_000),
    },
  });
  let waiting = false;
  client.on('error', (err: unknown) => {
    if (!started) {
      if (!waiting) log.warn({ err }, 'rate limit store: Redis does not answer yet; trying again');
      waiting = true;
      return;
    }
    if (!healthy) return;
    healthy = false;
    log.error(
      { err },
      'rate limit store: the Redis connection is down; sign-in answers 503 until it is back',
    );
  });
  client.on('ready', () => {
    if (started && !healthy) log.info('rate limit store: the Redis connection is back');
    healthy = true;
  });

  try {
    await client.connect();
  } catch (error) {
    client.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to Redis (REDIS_URL): ${reason}`, { cause: error });
  }
  started = true;

  // The client's own command timeout stops only commands not yet sent; one sent to a Redis that
  // stalls would wait for its answer as long as the connection lives. This one covers both. The
  // late answer still arrives and is matched to its command, so later answers stay in order.
  async function run<T>(what: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const answer = what();
    answer.catch(() => {});
    try {
      return await Promise.race([
        answer,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      // While the connection is known to be down, that was said once (the 'error' event).
      if (healthy) log.error({ err }, 'rate limit store: Redis did not answer');
      throw new HttpError(503, UNAVAILABLE, undefined, { 'retry-after': '5' });
    } finally {
      clearTimeout(timer);
    }
  }

  const counts = limiterStore(
    new RateLimiterRedis({
      ...LIMITER_OPTIONS,
      storeClient: client,
      useRedisPackage: true,
      // Fail at once while the connection is down (as the client's disabled offline queue does).
      rejectIfRedisNotReady: true,
    }),
    prefix,
  );

  return {
    increment: (key, windowMs) => run(() => counts.increment(key, windowMs)),
    decrement: (key, windowMs) => run(() => counts.decrement(key, windowMs)),
    peek: (key) => run(() => counts.peek(key)),
    reset: (key) => run(() => counts.reset(key)),
    async close() {
      started = false;
      if (!client.isOpen) return;
      // Waits for the answers in flight, but not for a Redis that has stopped answering.
      let timer: NodeJS.Timeout | undefined;
      const closed = client.close().then(
        () => true,
        () => false,
      );
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      if (!(await Promise.race([closed, late]))) client.destroy();
      clearTimeout(timer);
    },
  };
}
