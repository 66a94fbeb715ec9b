import {
  INVALID_CREDENTIALS,
  INVALID_MFA_CODE,
  MFA_SIGN_IN_EXPIRED,
  type AuthAnswer,
  type LoginAnswer,
  type LoginBody,
  type MfaSignInBody,
  type RegisterBody,
  type User,
} from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { Db } from '../../db/client.ts';
import type { SessionLifetimes } from '../../domain/session-lifetimes.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { conflict, unauthorized } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuditRepository, DeniedReads } from '../audit/audit.public.ts';
import type { MfaRepository, MfaService, SecondStep } from '../mfa/mfa.public.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.public.ts';
import type { AccountMails } from '../../domain/account-mails.ts';
import type { AuthThrottle } from '../../domain/auth-throttle.ts';
import { limitsFor } from '../../domain/session-lifetimes.ts';
import type { SessionActivity } from './session-activity.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';

/** How long the second step of a sign-in may take, and how many wrong codes one first step allows. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MFA_CHALLENGE_TRIES = 5;

/** Who is signing in, from where: kept with the session, written to the audit trail. */
export interface Client {
  ip: string;
  userAgent: string;
}

interface Deps {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  activity: SessionActivity;
  mfa: MfaRepository;
  mfaService: MfaService;
  audit: AuditRepository;
  denied: DeniedReads;
  mailer: Mailer;
  mails: AccountMails;
  afterAnswer: AfterAnswer;
  throttle: AuthThrottle;
  lifetimes: SessionLifetimes;
}

const secondStepWords = (step: SecondStep) =>
  step.method === 'app' ? 'password and authenticator code' : 'password and a recovery code';

export function createAuthService(deps: Deps) {
  const { db, users, sessions, activity, mfa, mfaService, audit, denied, mailer, mails, afterAnswer } = deps;
  const { throttle, lifetimes } = deps;

  async function startSession(userId: string, roles: Role[], client: Client, tx: Db = db): Promise<string> {
    const token = newToken();
    await sessions.create(userId, hashToken(token), limitsFor(roles, lifetimes), client.userAgent, tx);
    return token;
  }

  async function answer(userId: string, token: string): Promise<AuthAnswer> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized(INVALID_CREDENTIALS);
    return { token, user };
  }

  // The audit trail names people by id only (an erased person leaves no trace in it); the address a
  // request came from is in the request log.
  const signInFailed = (subjectId: string | null, detail: string, client: Client) =>
    denied.record(
      { actorId: null, subjectId, action: 'auth.sign-in-failed', allowed: false, detail },
      `sign-in:${subjectId}:${client.ip}:${detail}`,
    );

  /** Starts the session of a sign-in that passed every step, and records it. */
  async function signedIn(userId: string, roles: Role[], client: Client, how: string, tx: Db = db) {
    const token = await startSession(userId, roles, client, tx);
    await audit.record(
      { actorId: userId, subjectId: userId, action: 'auth.sign-in', allowed: true, detail: `with ${how}` },
      tx,
    );
    return token;
  }

  return {
    async register(body: RegisterBody, client: Client): Promise<AuthAnswer> {
      await throttle.beforeRegister(client.ip);
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
          return { userId, token: await startSession(userId, ['CLIENT'], client, tx) };
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

    /**
     * The password step. With two-step sign-in on, the right password gives a short-lived token for
     * the code step instead of a session.
     */
    async login({ email, password }: LoginBody, client: Client): Promise<LoginAnswer> {
      const key = normalizeEmail(email);
      await throttle.beforeLogin(key, client.ip, () =>
        // After the answer, so that a known email answers no later than an unknown one.
        afterAnswer.run(async () => {
          const owner = await users.findCredentialsByEmail(key);
          if (owner?.isActive) await mailer.send(mails.passwordGuessed(key));
        }, 'Could not send an account security mail'),
      );
      const account = await users.findCredentialsByEmail(key);
      const ok = await verifyPassword(account?.passwordHash, password);
      if (!account || !ok || !account.isActive) {
        await throttle.loginFailed(key);
        const why = !account ? 'unknown email' : ok ? 'deactivated account' : 'wrong password';
        await signInFailed(account?.id ?? null, why, client);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.loginSucceeded(key, client.ip);
      if (account.mfaEnabled) {
        const mfaToken = newToken();
        await mfa.createChallenge(
          account.id,
          hashToken(mfaToken),
          client.userAgent,
          new Date(Date.now() + MFA_CHALLENGE_TTL_MS),
        );
        return { mfaRequired: true, mfaToken };
      }
      return answer(account.id, await signedIn(account.id, account.roles as Role[], client, 'password'));
    },

    /** The code step: a current code from the app or an unused recovery code makes the session. */
    async completeMfa({ mfaToken, code }: MfaSignInBody, client: Client): Promise<AuthAnswer> {
      const challenge = await mfa.findChallenge(hashToken(mfaToken));
      if (!challenge) throw unauthorized(MFA_SIGN_IN_EXPIRED);
      // Both tries are taken before the code is checked (the account's, then the challenge's), so
      // that no number of codes sent at once gets more checks than the limits allow.
      await throttle.beforeMfaCode(challenge.userId, client.ip);
      if (!(await mfa.reserveChallengeTry(challenge.id, MFA_CHALLENGE_TRIES))) {
        await throttle.mfaCodeNotWrong(challenge.userId);
        throw unauthorized(MFA_SIGN_IN_EXPIRED);
      }
      const step = await mfaService.verify(challenge.userId, code);
      if (!step) {
        await signInFailed(challenge.userId, 'wrong second-step code', client);
        throw unauthorized(INVALID_MFA_CODE);
      }
      await throttle.mfaCodeNotWrong(challenge.userId);
      const user = await users.findById(challenge.userId);
      if (!user) throw unauthorized(MFA_SIGN_IN_EXPIRED);
      const session = { ...client, userAgent: client.userAgent || challenge.userAgent };
      const token = await db.transaction(async (tx) => {
        if (!(await mfa.consumeChallenge(challenge.id, tx))) return undefined;
        return signedIn(user.id, user.roles, session, secondStepWords(step), tx);
      });
      if (!token) throw unauthorized(MFA_SIGN_IN_EXPIRED);
      if (step.method === 'recovery') {
        const mail = mails.recoveryCodeUsed(user.email, step.left);
        afterAnswer.run(() => mailer.send(mail), 'Could not send an account security mail');
      }
      return { token, user };
    },

    async logout(user: User, token: string): Promise<void> {
      await sessions.deleteByTokenHash(hashToken(token));
      await audit.record({ actorId: user.id, subjectId: user.id, action: 'auth.sign-out', allowed: true });
    },

    /** The user of a session token's hash; none when it is unknown, expired, idle or revoked. */
    userForTokenHash: (tokenHash: string) => users.findBySessionTokenHash(tokenHash),

    /** A request was made with this session (its last use is recorded, at most once a minute). */
    sessionSeen: (tokenHash: string) => activity.seen(tokenHash),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
