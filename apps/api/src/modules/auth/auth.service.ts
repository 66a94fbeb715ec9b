import {
  FORGOT_PASSWORD_MESSAGE,
  INVALID_CREDENTIALS,
  RESET_PASSWORD_MESSAGE,
  type AuthAnswer,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type User,
} from '@kinetic/contracts/auth';
import { setImmediate } from 'node:timers';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, conflict, unauthorized } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.repository.ts';
import type { AuthThrottle } from './auth-throttle.ts';
import type { SessionsRepository } from './sessions.repository.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_RESET = 'This reset link is invalid or has expired. Please request a new one.';
const invalidReset = () => new HttpError(400, INVALID_RESET, [{ path: 'token', msg: INVALID_RESET }]);

interface Deps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  mailer: Mailer;
  throttle: AuthThrottle;
  log: FastifyBaseLogger;
  publicUrl: string;
  appName: string;
}

export function createAuthService({ db, users, sessions, mailer, throttle, log, publicUrl, appName }: Deps) {
  async function startSession(userId: string, tx: Db = db): Promise<string> {
    const token = newToken();
    await sessions.create(userId, hashToken(token), new Date(Date.now() + SESSION_TTL_MS), tx);
    return token;
  }

  const pending = new Set<Promise<void>>();
  /**
   * Runs `work` once the current answer has gone: started later in the event loop, so that not even
   * its first synchronous steps (an embedded database runs queries in this thread) delay the answer.
   */
  function inBackground(work: () => Promise<void>, failure: string): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

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

  async function answer(userId: string, token: string): Promise<AuthAnswer> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized(INVALID_CREDENTIALS);
    return { token, user };
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<AuthAnswer> {
      await throttle.beforeRegister(ip);
      refuseCommonPassword(body.password, 'password');
      const [emailTaken, usernameTaken] = await Promise.all([
        users.emailTaken(body.email),
        users.usernameTaken(body.username),
      ]);
      if (emailTaken) throw conflict('An account with this email already exists', 'email');
      if (usernameTaken) throw conflict('This username is already taken', 'username');
      const passwordHash = await hashPassword(body.password);
      try {
        const { userId, token } = await db.transaction(async (tx) => {
          const userId = await users.insert(
            {
              username: body.username,
              email: body.email,
              passwordHash,
              firstName: body.firstName,
              lastName: body.lastName,
              roles: ['CLIENT'],
            },
            tx,
          );
          return { userId, token: await startSession(userId, tx) };
        });
        return answer(userId, token);
      } catch (error) {
        // Two registrations racing for the same email or username: the index decides.
        if (isUniqueViolation(error, 'users_email_key'))
          throw conflict('An account with this email already exists', 'email');
        if (isUniqueViolation(error, 'users_username_lower_key'))
          throw conflict('This username is already taken', 'username');
        throw error;
      }
    },

    async login({ email, password }: LoginBody, ip: string): Promise<AuthAnswer> {
      const key = normalizeEmail(email);
      await throttle.beforeLogin(key, ip);
      const account = await users.findCredentialsByEmail(key);
      const ok = await verifyPassword(account?.passwordHash, password);
      if (!account || !ok || !account.isActive) {
        await throttle.loginFailed(key);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.loginSucceeded(key);
      return answer(account.id, await startSession(account.id));
    },

    logout: (token: string) => sessions.deleteByTokenHash(hashToken(token)),

    async forgotPassword(email: string, ip: string): Promise<{ message: string }> {
      const key = normalizeEmail(email);
      await throttle.beforeForgot(key, ip);
      const account = await users.findCredentialsByEmail(key);
      // The link is stored and mailed after the answer: a known email must not answer later.
      if (account?.isActive)
        inBackground(() => sendResetLink(account.id, key), 'Could not send the password reset mail');
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    async resetPassword({ token, newPassword }: ResetPasswordBody, ip: string): Promise<{ message: string }> {
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
        if (!userId) return false;
        await users.setPasswordHash(userId, passwordHash, tx);
        await sessions.voidResetTokensOfUser(userId, tx);
        await sessions.deleteAllOfUser(userId, tx);
        return true;
      });
      if (!done) throw invalidReset();
      return { message: RESET_PASSWORD_MESSAGE };
    },

    /** Waits for the work started after an answer (reset mails); the app waits for it on close. */
    async settle(): Promise<void> {
      while (pending.size) await Promise.all(pending);
    },

    /** The user behind a bearer token, or undefined when it is unknown, expired or revoked. */
    userForToken: (token: string): Promise<User | undefined> =>
      users.findBySessionTokenHash(hashToken(token)),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
