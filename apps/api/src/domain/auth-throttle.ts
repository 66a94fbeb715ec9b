import { HttpError } from '../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../lib/rate-limiter.ts';
import { MINUTE } from '../lib/durations.ts';

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
  /**
   * Failed sign-ins per account from all addresses together, counted before the password is
   * checked (so attempts made at once cannot pass it): past `max`, only addresses that signed in to
   * the account before may still try its password (others are refused), the owner is mailed once
   * a window, and a password reset by mail clears it. A stranger can thus spend the account's
   * guesses but not lock its owner out.
   */
  loginFailuresPerAccountFromAnywhere: Limit;
  /**
   * How long after its last right password an address counts as the owner's. At most 24 days: the
   * in-memory store ends a window with a timer, and Node's timers hold at most 2^31 ms.
   */
  knownAddressMs: number;
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

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE, delayMs: 2000 },
  loginFailuresPerAccountFromAnywhere: { max: 50, windowMs: 15 * MINUTE },
  knownAddressMs: 21 * 24 * 60 * MINUTE,
  loginPerAddress: { max: 100, windowMs: 15 * MINUTE },
  mfaFailuresPerAccount: { max: 20, windowMs: 15 * MINUTE },
  forgotPerAccount: { max: 5, windowMs: 60 * MINUTE },
  forgotPerAddress: { max: 20, windowMs: 60 * MINUTE },
  resetPerAccount: { max: 5, windowMs: 15 * MINUTE },
  resetPerAddress: { max: 20, windowMs: 15 * MINUTE },
  registerPerAddress: { max: 20, windowMs: 60 * MINUTE },
};

/** The 429 of a limit whose window ends at `resetAt`, saying how long to wait. */
export function tooMany(resetAt: number): HttpError {
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
  // Not cleared by a right password (that would give the guessers a new budget each time the owner
  // signs in); only the reset by mail clears it.
  const anywhereKey = (email: string) => `login:acct-all:${email}`;
  const knownKey = (email: string, ip: string) => `login:known:${email}:${ip}`;
  const toldKey = (email: string) => `login:acct-all-told:${email}`;
  const mfaKey = (userId: string) => `mfa:acct:${userId}`;

  /**
   * Refuses an address that failed too often for this account; slows every try on a busy account;
   * reserves one of the account's guesses from anywhere (given back when the password is right).
   * `signedIn`: a password confirmation of a session, which counts but is never refused by that
   * budget (the session was made by someone who got in). `spent` is called once a window, by the
   * attempt that finds the budget just spent.
   */
  async function beforePassword(email: string, ip: string, signedIn: boolean, spent?: () => void) {
    // Reserved before the check like the budget from anywhere, so that guesses sent at once from one
    // address cannot all find its count below the limit; a right password resets it.
    const pairLimit = limits.loginFailuresPerAccountAndAddress;
    const pair = await store.increment(pairKey(email, ip), pairLimit.windowMs);
    if (pair.count > pairLimit.max) {
      await store.decrement(pairKey(email, ip), pairLimit.windowMs);
      throw tooMany(pair.resetAt);
    }
    const budget = limits.loginFailuresPerAccountFromAnywhere;
    const anywhere = await store.increment(anywhereKey(email), budget.windowMs);
    if (anywhere.count > budget.max) {
      // Its own count, so that exactly one attempt a window tells, however many arrive at once.
      const told = await store.increment(toldKey(email), budget.windowMs);
      if (told.count === 1) spent?.();
    }
    if (anywhere.count > budget.max && !signedIn && !(await store.peek(knownKey(email, ip)))) {
      // Not a guess that was checked: give it back, so that the count stays the guesses made.
      await store.decrement(anywhereKey(email), budget.windowMs);
      await store.decrement(pairKey(email, ip), pairLimit.windowMs);
      throw tooMany(anywhere.resetAt);
    }
    const account = await store.peek(accountKey(email));
    if (account && account.count >= limits.loginFailuresPerAccount.max)
      await sleep(limits.loginFailuresPerAccount.delayMs);
  }
  async function passwordFailed(email: string) {
    // The address's count was taken before the check.
    await store.increment(accountKey(email), limits.loginFailuresPerAccount.windowMs);
  }
  async function passwordRight(email: string, ip: string) {
    await store.decrement(anywhereKey(email), limits.loginFailuresPerAccountFromAnywhere.windowMs);
    await store.reset(pairKey(email, ip));
    await store.reset(accountKey(email));
  }

  return {
    /** `budgetSpent`: called (once a window) when the account's guesses from anywhere run out. */
    async beforeLogin(email: string, ip: string, budgetSpent?: () => void) {
      await count(`login:ip:${ip}`, limits.loginPerAddress);
      await beforePassword(email, ip, false, budgetSpent);
    },
    loginFailed: passwordFailed,
    /** The right password: from now on this address may try it even when the account is under attack. */
    async loginSucceeded(email: string, ip: string) {
      await passwordRight(email, ip);
      // A new window from this sign-in (an existing one would keep its old end).
      await store.reset(knownKey(email, ip));
      await store.increment(knownKey(email, ip), limits.knownAddressMs);
    },
    /** A password reset by mail: the owner has their account back, its guesses start afresh. */
    async passwordReset(email: string) {
      await store.reset(anywhereKey(email));
      await store.reset(toldKey(email));
      await store.reset(accountKey(email));
    },
    /**
     * A signed-in user confirms their password (to change it, to erase the account, to turn off
     * two-step sign-in): wrong answers count as failed sign-ins do, so a session in the wrong
     * hands cannot guess it either, and a right one clears them as a sign-in does.
     */
    async checkPassword(email: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
      await beforePassword(email, ip, true);
      const ok = await check();
      if (ok) await passwordRight(email, ip);
      else await passwordFailed(email);
      return ok;
    },
    /**
     * Before a second-step code is checked: per address, and one of the account's wrong codes is
     * reserved. Counted before the check, not looked at, so that codes sent at once cannot all find
     * the count below the limit; `mfaCodeNotWrong` gives the reservation back.
     */
    async beforeMfaCode(userId: string, ip: string) {
      await count(`login:ip:${ip}`, limits.loginPerAddress);
      const { windowMs, max } = limits.mfaFailuresPerAccount;
      const { count: taken, resetAt } = await store.increment(mfaKey(userId), windowMs);
      if (taken > max) {
        // A refused code was not checked: given back, the count stays the codes checked.
        await store.decrement(mfaKey(userId), windowMs);
        throw tooMany(resetAt);
      }
    },
    /** The reserved code was right, or was not checked after all: it is not a wrong one. */
    mfaCodeNotWrong: (userId: string) =>
      store.decrement(mfaKey(userId), limits.mfaFailuresPerAccount.windowMs),
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
