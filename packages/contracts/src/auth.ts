import { z } from 'zod';
import { MFA_SIGN_IN_EXPIRED } from './auth-messages.ts';
import {
  boundedText,
  confirmationMatches,
  emailField,
  errorBody,
  idSchema,
  messageBody,
  oneLine,
  oneMessageText,
  passwordRequired,
  roleSchema,
  strongPassword,
  validEmail,
} from './common.ts';
import { preferencesSchema } from './preferences.ts';
import { route } from './route.ts';

const registerConfirmation = confirmationMatches('password', 'confirmPassword');
const resetConfirmation = confirmationMatches('newPassword', 'confirmPassword');

export const userSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  trainerId: idSchema.nullable(),
  trainer: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }).nullable(),
  isActive: z.boolean(),
  /** Two-step sign-in is on for this account. */
  mfaEnabled: z.boolean(),
  createdAt: z.string(),
  preferences: preferencesSchema,
});
export type User = z.infer<typeof userSchema>;

export const loginBody = z.object({
  email: emailField,
  password: passwordRequired,
});
export type LoginBody = z.infer<typeof loginBody>;

export const usernameField = boundedText('Username must be at least 3 characters', 3, 'Username', 30).regex(
  /^[A-Za-z0-9._-]+$/,
  'Username may only contain letters, numbers, dots, dashes and underscores',
);

export const firstNameField = oneLine(
  boundedText('First name is required', 1, 'First name', 100),
  'First name',
);

export const lastNameField = oneLine(boundedText('Last name is required', 1, 'Last name', 100), 'Last name');

/** Registration form and body (the same fields: the server checks the confirmation too). */
export const registerBody = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    username: usernameField,
    email: validEmail,
    password: z
      .string({ message: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters')
      .max(256, 'Password must be at most 256 characters'),
    confirmPassword: z.string({ message: "Passwords don't match" }),
    privacyAgreementAccepted: z.literal(true, {
      message: 'You must accept the Privacy Policy to continue',
    }),
    termsOfServiceAccepted: z.literal(true, {
      message: 'You must accept the Terms of Service to continue',
    }),
    /** Only the client role can be asked for at registration. */
    roles: z
      .array(z.literal('CLIENT', { message: 'Only the CLIENT role can be chosen at registration' }))
      .max(1)
      .optional(),
  })
  .refine(registerConfirmation.check, registerConfirmation.options);
export type RegisterBody = z.infer<typeof registerBody>;

export const authAnswer = z.object({ token: z.string(), user: userSchema });
export type AuthAnswer = z.infer<typeof authAnswer>;

/** The right password of an account with two-step sign-in: no session yet, a code must follow. */
export const mfaChallenge = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export type MfaChallenge = z.infer<typeof mfaChallenge>;

export const loginAnswer = z.union([authAnswer, mfaChallenge]);
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const MFA_CODE_REQUIRED = 'Enter the code from your authenticator app or a recovery code';
export const INVALID_MFA_CODE = 'That code is not valid. Please try again.';
export { MFA_SIGN_IN_EXPIRED } from './auth-messages.ts';

/** The second step of a sign-in: the token from the first, and a current code or a recovery code. */
export const mfaSignInBody = z.object({
  mfaToken: oneMessageText(MFA_SIGN_IN_EXPIRED, 200),
  code: z.string({ message: MFA_CODE_REQUIRED }).trim().min(1, MFA_CODE_REQUIRED).max(64, INVALID_MFA_CODE),
});
export type MfaSignInBody = z.infer<typeof mfaSignInBody>;

export const meAnswer = z.object({ user: userSchema });

export const forgotPasswordBody = z.object({
  email: validEmail,
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: oneMessageText('Invalid reset link', 200),
  newPassword: strongPassword,
  /**
   * Also turn off two-step sign-in (nothing happens when it is off): the way back into an account
   * whose second step somebody else set up, or whose authenticator and recovery codes are lost.
   */
  turnOffMfa: z.boolean({ message: 'Must be true or false' }).optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form adds the confirmation, which never leaves the browser. */
export const resetPasswordForm = z
  .object({ newPassword: strongPassword, confirmPassword: z.string() })
  .refine(resetConfirmation.check, resetConfirmation.options);
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset. You can now sign in.';
export const RESET_TURN_OFF_MFA_LABEL = 'Also turn off two-step sign-in';
export const RESET_TURN_OFF_MFA_HINT =
  'If two-step sign-in is on and perhaps it was not you who turned it on, or you have lost your authenticator app and recovery codes, tick this: signing in will then need only your new password, and you can set it up again from your profile.';
export const INVALID_CREDENTIALS = 'Invalid email or password';

/** Signing up, in and out, and a forgotten password. */
export const authCalls = {
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create a client account',
    tags: ['auth'],
    public: true,
    body: registerBody,
    answers: { 201: authAnswer, 400: errorBody, 409: errorBody, 429: errorBody },
  }),

  login: route({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with email and password',
    description:
      'With two-step sign-in on, the right password answers `{ mfaRequired: true, mfaToken }` and no session: POST /api/auth/mfa follows.',
    tags: ['auth'],
    public: true,
    body: loginBody,
    answers: { 200: loginAnswer, 401: errorBody, 429: errorBody },
  }),

  completeMfa: route({
    method: 'POST',
    path: '/api/auth/mfa',
    summary: 'Finish signing in with a second-step code',
    description:
      'The second step of a sign-in: the `mfaToken` (5 minutes, one use) and a current code or an unused recovery code.',
    tags: ['auth'],
    public: true,
    body: mfaSignInBody,
    answers: { 200: authAnswer, 400: errorBody, 401: errorBody, 429: errorBody },
  }),

  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out: end this session',
    tags: ['auth'],
    answers: { 204: z.null() },
  }),

  me: route({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    tags: ['auth'],
    answers: { 200: meAnswer },
  }),

  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Ask for a password reset link by email',
    tags: ['auth'],
    public: true,
    body: forgotPasswordBody,
    answers: { 200: messageBody, 429: errorBody },
  }),

  resetPassword: route({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a reset link',
    tags: ['auth'],
    public: true,
    body: resetPasswordBody,
    answers: { 200: messageBody, 400: errorBody, 429: errorBody },
  }),
};
