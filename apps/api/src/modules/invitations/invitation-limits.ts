import { HttpError } from '../../lib/http-error.ts';
import type { Limit, RateLimitStore } from '../../lib/rate-limiter.ts';
import { HOUR, MINUTE } from '../../lib/durations.ts';

export interface InvitationLimits {
  /** Invitation mails one person sends (new, imported and resent together). */
  mailsPerSender: Limit;
  /** Looks at and acceptances of invitation links from one address (tokens are not to be guessed). */
  linksPerAddress: Limit;
}

export const DEFAULT_INVITATION_LIMITS: InvitationLimits = {
  mailsPerSender: { max: 300, windowMs: HOUR },
  linksPerAddress: { max: 30, windowMs: 15 * MINUTE },
};

const minutes = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / MINUTE));
const seconds = (resetAt: number) => String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));

/** Counts invitation mails per sender and link uses per address in the shared rate limit store. */
export function createInvitationThrottle(store: RateLimitStore, limits: InvitationLimits) {
  return {
    /**
     * Takes `n` mails of the sender's hour, or none: 429 when they would go past it. Counted one by
     * one (the store adds one at a time), given back when the last would not fit.
     */
    async takeMails(senderId: string, n: number): Promise<void> {
      const { max, windowMs } = limits.mailsPerSender;
      const key = `invitations:mails:${senderId}`;
      const now = await store.peek(key);
      if ((now?.count ?? 0) + n > max) {
        const left = Math.max(0, max - (now?.count ?? 0));
        const resetAt = now?.resetAt ?? Date.now() + windowMs;
        throw new HttpError(
          429,
          `You can send ${max} invitations an hour (${left} left now). Please try again in ${minutes(resetAt)} minutes.`,
          undefined,
          { 'retry-after': seconds(resetAt) },
        );
      }
      for (let i = 0; i < n; i++) await store.increment(key, windowMs);
    },

    async beforeLink(ip: string): Promise<void> {
      const { max, windowMs } = limits.linksPerAddress;
      const { count, resetAt } = await store.increment(`invitations:links:${ip}`, windowMs);
      if (count > max)
        throw new HttpError(
          429,
          `Too many attempts. Please try again in ${minutes(resetAt)} minute${minutes(resetAt) === 1 ? '' : 's'}.`,
          undefined,
          { 'retry-after': seconds(resetAt) },
        );
    },
  };
}

export type InvitationThrottle = ReturnType<typeof createInvitationThrottle>;
