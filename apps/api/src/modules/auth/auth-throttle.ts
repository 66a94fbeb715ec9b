import { HttpError } from '../../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../../lib/rate-limiter.ts';

export interface AuthLimits {
  /**
   * Failed sign-ins (and password confirmations) per account from one address: past it, that
   * address is refused for that account until the window ends.
   */
  loginFailuresPerAccountAndAddress: Limit;
  /**
   * Failed sign-ins per account from all addresses together: past `max`, every attempt on the
   * account waits `delayMs` first (slowed, never refused, so nobody can lock anyone out).
   */
  loginFailuresPerAccount: Limit & { delayMs: number };
  /** Sign-in attempts per address. */
  loginPerAddress: Limit;
  /**
   * Wrong second-step codes per account, whatever the address: past it, codes are refused until
   * the window ends. Only someone who knows the password gets this far.
   */
  mfaFailuresPerAccount: Limit;
  forgotPerAccount: Limit;
  forgotPerAddress: Limit;
  /** Password resets with a link of one account (used, expired or not). */
  resetPerAccount: Limit;
  resetPerAddress: Limit;
  registerPerAddress: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE, delayMs: 2000 },
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  mfaFailuresPerAccount: { max: 20, windowMs: 15 * MINUTE },
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in, registration and password recovery limits, per account and per address. Failed
 * passwords count per account and address together: a stranger's guesses slow the account down
 * for everyone but block only the stranger's address.
 */
export function createAuthThrottle(store: RateLimitStore, limits: AuthLimits) {
  async function count(key: string, limit: Limit) {
    const { count, resetAt } = await store.increment(key, limit.windowMs);
    if (count > limit.max) throw tooMany(resetAt);
  }
  const pairKey = (email: string, ip: string) => `login:acct-ip:${email}:${ip}`;
  const accountKey = (email: string) => `login:acct:${email}`;

  /** Refuses an address that failed too often for this account; slows every try on a busy account. */
  async function beforePassword(email: string, ip: string) {
    const pair = await store.peek(pairKey(email, ip));
    if (pair && pair.count >= limits.loginFailuresPerAccountAndAddress.max) throw tooMany(pair.resetAt);
    const account = await store.peek(accountKey(email));
    if (account && account.count >= limits.loginFailuresPerAccount.max)
      await sleep(limits.loginFailuresPerAccount.delayMs);
  }
  async function passwordFailed(email: string, ip: string) {
    await store.increment(pairKey(email, ip), limits.loginFailuresPerAccountAndAddress.windowMs);
    await store.increment(accountKey(email), limits.loginFailuresPerAccount.windowMs);
  }
  async function passwordRight(email: string, ip: string) {
    await store.reset(pairKey(email, ip));
    await store.reset(accountKey(email));
  }

  return {
    async beforeLogin(email: string, ip: string) {
      await count(`login:ip:${ip}`, limits.loginPerAddress);
      await beforePassword(email, ip);
    },
    loginFailed: passwordFailed,
    loginSucceeded: passwordRight,
    /**
     * A signed-in user confirms their password (to change it, to erase the account, to turn off
     * two-step sign-in): wrong answers count as failed sign-ins do, so a session in the wrong
     * hands cannot guess it either, and a right one clears them as a sign-in does.
     */
    async checkPassword(email: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      await beforePassword(email, ip);
      const ok = await check();
      if (ok) await passwordRight(email, ip);
      else await passwordFailed(email, ip);
      return ok;
    },
    /** Before a second-step code is checked: per address, and per account. */
    async beforeMfaCode(userId: string, ip: string) {
      await count(`login:ip:${ip}`, limits.loginPerAddress);
      const failures = await store.peek(`mfa:acct:${userId}`);
      if (failures && failures.count >= limits.mfaFailuresPerAccount.max) throw tooMany(failures.resetAt);
    },
    async mfaCodeFailed(userId: string) {
      await store.increment(`mfa:acct:${userId}`, limits.mfaFailuresPerAccount.windowMs);
    },
    mfaCodeRight: (userId: string) => store.reset(`mfa:acct:${userId}`),
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
