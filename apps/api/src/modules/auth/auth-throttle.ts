import { HttpError } from '../../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../../lib/rate-limiter.ts';

export interface AuthLimits {
  /** Failed sign-ins per account. */
  loginFailuresPerAccount: Limit;
  /** Sign-in attempts per address. */
  loginPerAddress: Limit;
  forgotPerAccount: Limit;
  forgotPerAddress: Limit;
  /** Password resets with a link of one account (used, expired or not). */
  resetPerAccount: Limit;
  resetPerAddress: Limit;
  registerPerAddress: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 5, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetPerAddress: { max: 20, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 20, windowMs: 60 * MINUTE },
};

function tooMany(resetAt: number): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** Sign-in, registration and password recovery limits, per account and per address. */
export function createAuthThrottle(store: RateLimitStore, limits: AuthLimits) {
  async function count(key: string, limit: Limit) {
    const { count, resetAt } = await store.increment(key, limit.windowMs);
    if (count > limit.max) throw tooMany(resetAt);
  }

  return {
    async beforeLogin(email: string, ip: string) {
      await count(`login:ip:${ip}`, limits.loginPerAddress);
      const failures = await store.peek(`login:acct:${email}`);
      if (failures && failures.count >= limits.loginFailuresPerAccount.max) throw tooMany(failures.resetAt);
    },
    async loginFailed(email: string) {
      await store.increment(`login:acct:${email}`, limits.loginFailuresPerAccount.windowMs);
    },
    async loginSucceeded(email: string) {
      await store.reset(`login:acct:${email}`);
    },
    /**
     * A signed-in user confirms their password (to change it, to erase the account): wrong answers
     * count with the account's failed sign-ins, so a session in the wrong hands cannot guess it
     * either, and a right one clears them as a sign-in does.
     */
    async checkPassword(email: string, check: () => Promise<boolean>): Promise<boolean> {
      const key = `login:acct:${email}`;
      const failures = await store.peek(key);
      if (failures && failures.count >= limits.loginFailuresPerAccount.max) throw tooMany(failures.resetAt);
      const ok = await check();
      if (ok) await store.reset(key);
      else await store.increment(key, limits.loginFailuresPerAccount.windowMs);
      return ok;
    },
    async beforeForgot(email: string, ip: string) {
      await count(`forgot:ip:${ip}`, limits.forgotPerAddress);
      await count(`forgot:acct:${email}`, limits.forgotPerAccount);
    },
    beforeReset: (ip: string) => count(`reset:ip:${ip}`, limits.resetPerAddress),
    /** Keyed on the user the presented link belongs to. */
    beforeResetOf: (userId: string) => count(`reset:acct:${userId}`, limits.resetPerAccount),
    beforeRegister: (ip: string) => count(`register:ip:${ip}`, limits.registerPerAddress),
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
