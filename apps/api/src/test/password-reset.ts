import { expect } from 'vitest';
import type { Answer, TestApp } from './app.ts';

// Setting a new password with a reset link, as the tests of sign-in, its safety and the audit do.

/** Sets a new password with the token of a reset link. */
export const resetPassword = (t: TestApp, token: string | null, newPassword: string) =>
  t.call('POST', '/api/auth/reset-password', { body: { token, newPassword } });

/** The answer to a reset with a link that is no longer good: used, ended by a change, or expired. */
export function expectInvalidResetLink(res: Answer) {
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('This reset link is invalid or has expired. Please request a new one.');
}
