import { describe, expect, it } from 'vitest';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordForm } from './auth.ts';

const firstMessages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const byField = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  return Object.fromEntries(byField);
};

describe('the forms share their messages with the server', () => {
  it('sign-in', () => {
    expect(firstMessages(loginBody.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(firstMessages(loginBody.safeParse({ email: 'a@b', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
  });

  it('registration trims names and compares the confirmation', () => {
    const ok = registerBody.safeParse({
      firstName: ' Ann ',
      lastName: 'Lee',
      username: 'ann',
      email: 'ANN@example.com ',
      password: 'secret1',
      confirmPassword: 'secret1',
      privacyAgreementAccepted: true,
      termsOfServiceAccepted: true,
    });
    expect(ok.success && ok.data.firstName).toBe('Ann');
    expect(ok.success && ok.data.email).toBe('ANN@example.com');
    const mismatch = registerBody.safeParse({ ...ok.data, confirmPassword: 'secret2' });
    expect(firstMessages(mismatch)).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('reset password needs 8 characters with mixed case and a digit, and a matching confirmation', () => {
    expect(
      firstMessages(resetPasswordForm.safeParse({ newPassword: 'Ab1', confirmPassword: 'Ab1' })),
    ).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      firstMessages(resetPasswordForm.safeParse({ newPassword: 'abcdefgh1', confirmPassword: 'abcdefgh1' })),
    ).toEqual({
      newPassword:
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    });
    expect(
      firstMessages(resetPasswordForm.safeParse({ newPassword: 'Abcdefgh1', confirmPassword: 'Abcdefgh2' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('forgot password', () => {
    expect(firstMessages(forgotPasswordBody.safeParse({ email: '' }))).toEqual({
      email: 'Invalid email address',
    });
  });
});
