import type { AuthLimits } from '../../domain/auth-throttle.ts';
import type { InvitationLimits } from '../../modules/invitations/invitation-limits.ts';
import type { UserLimits } from '../../plugins/user-limit-defaults.ts';

const plenty = { max: 1_000_000, windowMs: 60_000 };

/** Sign-in and recovery limits high enough for thousands of calls from one address. */
export const RELAXED_AUTH_LIMITS: AuthLimits = {
  loginFailuresPerAccountAndAddress: plenty,
  loginFailuresPerAccount: { ...plenty, delayMs: 0 },
  loginFailuresPerAccountFromAnywhere: plenty,
  knownAddressMs: 60_000,
  mfaFailuresPerAccount: plenty,
  loginPerAddress: plenty,
  forgotPerAccount: plenty,
  forgotPerAddress: plenty,
  resetPerAccount: plenty,
  resetPerAddress: plenty,
  registerPerAddress: plenty,
};

/** Per-person limits high enough for a whole fuzzing run from one caller. */
export const RELAXED_USER_LIMITS: UserLimits = {
  writes: plenty,
  listReads: plenty,
  objectReads: plenty,
  exports: plenty,
};

/** Invitation mails and link uses high enough for a whole fuzzing run. */
export const RELAXED_INVITATION_LIMITS: InvitationLimits = {
  mailsPerSender: plenty,
  linksPerAddress: plenty,
};
