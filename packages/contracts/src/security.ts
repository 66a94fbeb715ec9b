import { z } from 'zod';
import { INVALID_MFA_CODE, MFA_CODE_REQUIRED } from './auth.ts';
import { errorBody, idParams, idSchema, listTotal, pageQuery, passwordRequired } from './common.ts';
import { route } from './route.ts';

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
export const sessionListAnswer = z.object({ sessions: z.array(sessionSchema), total: listTotal });
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

/** 'Signed-in devices': the caller's sessions, and ending them. */
export const sessionsCalls = {
  list: route({
    method: 'GET',
    path: '/api/users/me/sessions',
    summary: 'List my sessions',
    description: 'A page of the live sessions, the most recently used first, and their total.',
    tags: ['users'],
    query: sessionListQuery,
    answers: { 200: sessionListAnswer, 400: errorBody },
  }),

  endOthers: route({
    method: 'DELETE',
    path: '/api/users/me/sessions',
    summary: 'End all my other sessions',
    description: 'Ends every session of the caller but the current one.',
    tags: ['users'],
    answers: { 204: z.null() },
  }),

  end: route({
    method: 'DELETE',
    path: '/api/users/me/sessions/:id',
    summary: 'End one of my sessions',
    description: "Ends one of the caller's sessions: its token stops working at once.",
    tags: ['users'],
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),
};

/** Two-step sign-in of the signed-in user: setting it up, turning it on and off. */
export const mfaCalls = {
  setup: route({
    method: 'POST',
    path: '/api/users/me/mfa/setup',
    summary: 'Start setting up two-step sign-in',
    description: 'A new TOTP secret (SHA-1, 6 digits, 30 s), not in use until enabled with a code.',
    tags: ['users'],
    answers: { 200: mfaSetupAnswer, 409: errorBody },
  }),

  enable: route({
    method: 'POST',
    path: '/api/users/me/mfa/enable',
    summary: 'Turn two-step sign-in on with the password and a first code',
    description:
      'The account password and a code from the app turn it on; answers 10 one-use recovery codes, shown once.',
    tags: ['users'],
    body: mfaEnableBody,
    answers: { 200: mfaEnableAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
  }),

  disable: route({
    method: 'POST',
    path: '/api/users/me/mfa/disable',
    summary: 'Turn two-step sign-in off',
    description: 'Needs the password and a current code (or a recovery code).',
    tags: ['users'],
    body: mfaDisableBody,
    answers: { 204: z.null(), 400: errorBody, 409: errorBody, 429: errorBody },
  }),
};
