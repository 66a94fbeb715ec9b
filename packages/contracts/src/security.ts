import { z } from 'zod';
import { INVALID_MFA_CODE, MFA_CODE_REQUIRED } from './auth.ts';
import { idSchema, pageQuery, passwordRequired } from './common.ts';

/** One signed-in device of the caller. */
export const sessionSchema = z.object({
  id: idSchema,
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** When it ends if not used again (idle), or at the latest (absolute), whichever is sooner. */
  expiresAt: z.string(),
  /** The browser's User-Agent at sign-in ('' when none was sent). */
  userAgent: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
/** A page of the caller's live sessions, the most recently used first (at most 50 are kept). */
export const sessionListQuery = pageQuery;
export const sessionListAnswer = z.object({ sessions: z.array(sessionSchema), total: z.number().int() });
export type SessionListAnswer = z.infer<typeof sessionListAnswer>;

/** A new TOTP secret (RFC 6238: SHA-1, 6 digits, 30 s), not in use until a code confirms it. */
export const mfaSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetupAnswer = z.infer<typeof mfaSetupAnswer>;

export const AUTHENTICATOR_CODE_FORMAT = 'Enter the 6-digit code from your authenticator app';
export const WRONG_AUTHENTICATOR_CODE = 'That code is not right. Check your authenticator app and try again.';
export const MFA_ALREADY_ON = 'Two-step sign-in is already on. Turn it off first to set it up again.';
export const MFA_NOT_SET_UP = 'Start the setup again: there is no code to confirm.';
export const MFA_NOT_ON = 'Two-step sign-in is not on.';
export const MFA_SETUP_REQUIRED = 'Set up two-step sign-in to continue.';

/** A 6-digit code; spaces (as apps show them, "123 456") are left out. */
export const authenticatorCode = z
  .string({ message: AUTHENTICATOR_CODE_FORMAT })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, AUTHENTICATOR_CODE_FORMAT));

/**
 * Turning it on asks for the account password too: a session alone (a device left signed in) must
 * not be enough to put a second step on somebody else's account.
 */
export const mfaEnableBody = z.object({ password: passwordRequired, code: authenticatorCode });
export type MfaEnableBody = z.input<typeof mfaEnableBody>;
export const mfaEnableAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaEnableAnswer = z.infer<typeof mfaEnableAnswer>;

/** Turning it off: the password and a current code from the app, or one of the recovery codes. */
export const mfaDisableBody = z.object({
  password: passwordRequired,
  code: z.string({ message: MFA_CODE_REQUIRED }).trim().min(1, MFA_CODE_REQUIRED).max(64, INVALID_MFA_CODE),
});
export type MfaDisableBody = z.input<typeof mfaDisableBody>;
