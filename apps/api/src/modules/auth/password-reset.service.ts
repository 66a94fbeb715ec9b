import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_PASSWORD_MESSAGE,
  type ResetPasswordBody,
} from '@kinetic/contracts/auth';
import type { Db } from '../../db/client.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { MfaRepository } from '../mfa/mfa.public.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.public.ts';
import type { AccountMails } from '../../domain/account-mails.ts';
import type { AuthThrottle } from '../../domain/auth-throttle.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';
const invalidReset = () => new HttpError(400, INVALID_RESET, [{ path: 'token', msg: INVALID_RESET }]);

interface Deps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  mfa: MfaRepository;
  audit: AuditRepository;
  mailer: Mailer;
  mails: AccountMails;
  afterAnswer: AfterAnswer;
  throttle: AuthThrottle;
  publicUrl: string;
  appName: string;
}

/**
 * A forgotten password: a link mailed to the account's address, and the new password set through it
 * (which ends every session, and may take off the second sign-in step).
 */
export function createPasswordResetService(deps: Deps) {
  const { db, users, sessions, mfa, audit, mailer, mails, afterAnswer, throttle, publicUrl, appName } = deps;

  async function sendResetLink(userId: string, email: string): Promise<void> {
    const token = newToken();
    await sessions.createResetToken(userId, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: email,
      subject: `Reset your ${appName} password`,
      link,
      text: [
        'Hello,',
        '',
        `Someone asked to reset the password of your ${appName} account. To choose a new password, open this link within 60 minutes:`,
        '',
        link,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    async forgotPassword(email: string, ip: string): Promise<{ message: string }> {
      const key = normalizeEmail(email);
      await throttle.beforeForgot(key, ip);
      const account = await users.findCredentialsByEmail(key);
      // The link is stored and mailed after the answer: a known email must not answer later.
      if (account?.isActive)
        afterAnswer.run(() => sendResetLink(account.id, key), 'Could not send the password reset mail');
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword(
      { token, newPassword, turnOffMfa = false }: ResetPasswordBody,
      ip: string,
    ): Promise<{ message: string }> {
      await throttle.beforeReset(ip);
      refuseCommonPassword(newPassword, 'newPassword');
      const tokenHash = hashToken(token);
      const link = await sessions.findResetToken(tokenHash);
      if (link) await throttle.beforeResetOf(link.userId);
      if (!link?.usable) throw invalidReset();
      const passwordHash = await hashPassword(newPassword);
      // Consuming the link and setting the password is one transaction: of concurrent uses of one
      // link, the UPDATE ... WHERE used_at IS NULL lets exactly one through.
      const done = await db.transaction(async (tx) => {
        const userId = await sessions.consumeResetToken(tokenHash, tx);
        if (!userId) return undefined;
        // Whoever reads this mailbox owns the account: they may also take off a second step that
        // somebody else may have put on it (with a stolen session), or that they can no longer pass.
        const mfaOff = turnOffMfa && (await mfa.disableIfOn(userId, tx));
        if (mfaOff)
          await audit.record(
            {
              actorId: userId,
              subjectId: userId,
              action: 'mfa.reset-by-mail',
              allowed: true,
              detail: 'turned off with a password reset link',
            },
            tx,
          );
        await users.setPasswordHash(userId, passwordHash, tx);
        await sessions.voidResetTokensOfUser(userId, tx);
        await sessions.deleteAllOfUser(userId, tx);
        await audit.record(
          {
            actorId: userId,
            subjectId: userId,
            action: 'auth.password-reset',
            allowed: true,
            detail: 'with a reset link; every session ended',
          },
          tx,
        );
        return { userId, mfaOff };
      });
      if (!done) throw invalidReset();
      const user = await users.findById(done.userId);
      // The owner has the account back: the guesses counted against it start afresh.
      if (user) await throttle.passwordReset(normalizeEmail(user.email));
      if (user) {
        const mail = done.mfaOff ? mails.mfaResetByMail(user.email) : mails.passwordChanged(user.email);
        afterAnswer.run(() => mailer.send(mail), 'Could not send an account security mail');
      }
      return { message: RESET_PASSWORD_MESSAGE };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
