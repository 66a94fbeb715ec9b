import type { Limit } from '../lib/rate-limiter.ts';
import { HOUR, MINUTE } from '../lib/durations.ts';

// The settings read these without the plugin that counts calls (and so without the auth plugin).

/** Per signed-in person, counted in the rate limit store (Redis when REDIS_URL is set). */
export interface UserLimits {
  writes: Limit;
  listReads: Limit;
  /** Reads of one object each, some large (a template, a workout, a program, an intake). */
  objectReads: Limit;
  exports: Limit;
}

/** Far above what a person does in the app, far below what a script can send. */
export const DEFAULT_USER_LIMITS: UserLimits = {
  writes: { max: 120, windowMs: MINUTE },
  listReads: { max: 300, windowMs: MINUTE },
  objectReads: { max: 600, windowMs: MINUTE },
  exports: { max: 10, windowMs: HOUR },
};
