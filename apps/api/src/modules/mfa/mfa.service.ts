import { INVALID_MFA_CODE, type User } from '@kinetic/contracts/auth';
import {
  MFA_ALREADY_ON,
  MFA_NOT_ON,
  MFA_NOT_SET_UP,
  WRONG_AUTHENTICATOR_CODE,
  type MfaSetupAnswer,
} from '@kinetic/contracts/security';
import { WRONG_ACCOUNT_PASSWORD } from '@kinetic/contracts/account';
import type { Db } from '../../db/client.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  RECOVERY_CODE_COUNT,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  newRecoveryCode,
} from '../../lib/recovery-codes.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { newTotpSecret, otpauthUrl, totpStep } from '../../lib/totp.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { AccountMails } from '../../domain/account-mails.ts';
import type { AuthThrottle } from '../../domain/auth-throttle.ts';
import { normalizeEmail, type UsersRepository } from '../users/users.public.ts';
import type { MfaRepository } from './mfa.repository.ts';

/** How a second step was passed. */
export type SecondStep = { method: 'app' } | { method: 'recovery'; left: number };

export function createMfaService(deps: {
  db: Db;
  mfa: MfaRepository;
  users: UsersRepository;
  audit: AuditRepository;
  throttle: AuthThrottle;
  box: SecretBox;
  mailer: Mailer;
  mails: AccountMails;
  afterAnswer: AfterAnswer;
  appName: string;
}) {
  const { db, mfa, users, audit, throttle, box, mailer, mails, afterAnswer, appName } = deps;

  const tell = (mail: ReturnType<AccountMails[keyof AccountMails]>) =>
    afterAnswer.run(() => mailer.send(mail), 'Could not send an account security mail');

  /** A current app code (each accepted once) or an unused recovery code of the user; else null. */
  async function verify(userId: string, code: string): Promise<SecondStep | null> {
    const state = await mfa.find(userId);
    if (!state?.enabled || !state.secret) return null;
    if (looksLikeRecoveryCode(code)) {
      const left = await mfa.useRecoveryCode(userId, hashRecoveryCode(code));
      return left === undefined ? null : { method: 'recovery', left };
    }
    const step = totpStep(box.open(state.secret, userId), code.replace(/\s+/g, ''), Date.now());
    return step !== null && (await mfa.useStep(userId, step)) ? { method: 'app' } : null;
  }

  return {
    verify,

    /** A new secret for the authenticator app; it counts only once a code from it is confirmed. */
    async setup(user: User): Promise<MfaSetupAnswer> {
      const secret = newTotpSecret();
      if (!(await mfa.setPendingSecret(user.id, box.seal(secret, user.id)))) throw conflict(MFA_ALREADY_ON);
      return { secret, otpauthUrl: otpauthUrl(secret, user.email, appName) };
    },

    /**
     * The password and the first code from the app turn it on; answers the recovery codes, shown
     * this once. A wrong password counts as a failed sign-in from that address.
     */
    async enable(
      user: User,
      ip: string,
      password: string,
      code: string,
    ): Promise<{ recoveryCodes: string[] }> {
      const state = await mfa.find(user.id);
      if (state?.enabled) throw conflict(MFA_ALREADY_ON);
      const passwordOk = await throttle.checkPassword(normalizeEmail(user.email), ip, async () =>
        verifyPassword(await users.findPasswordHash(user.id), password),
      );
      if (!passwordOk) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
      if (!state?.secret) throw badRequest(MFA_NOT_SET_UP, 'code');
      const step = totpStep(box.open(state.secret, user.id), code, Date.now());
      if (step === null) throw badRequest(WRONG_AUTHENTICATOR_CODE, 'code');
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const done = await db.transaction(async (tx) => {
        const on = await mfa.enable(user.id, state.secret!, step, recoveryCodes.map(hashRecoveryCode), tx);
        if (on)
          await audit.record(
            { actorId: user.id, subjectId: user.id, action: 'mfa.enable', allowed: true },
            tx,
          );
        return on;
      });
      // Another setup or enable came in between: this code confirmed a secret no longer pending.
      if (!done) throw badRequest(MFA_NOT_SET_UP, 'code');
      tell(mails.mfaEnabled(state.email));
      return { recoveryCodes };
    },

    /** Needs the password and a current code (or a recovery code). */
    async disable(user: User, ip: string, password: string, code: string): Promise<void> {
      const state = await mfa.find(user.id);
      if (!state?.enabled) throw conflict(MFA_NOT_ON);
      const passwordOk = await throttle.checkPassword(normalizeEmail(user.email), ip, async () =>
        verifyPassword(await users.findPasswordHash(user.id), password),
      );
      if (!passwordOk) throw badRequest(WRONG_ACCOUNT_PASSWORD, 'password');
      await throttle.beforeMfaCode(user.id, ip);
      if (!(await verify(user.id, code)))
        throw badRequest(code.length === 6 ? WRONG_AUTHENTICATOR_CODE : INVALID_MFA_CODE, 'code');
      await throttle.mfaCodeNotWrong(user.id);
      await db.transaction(async (tx) => {
        await mfa.disable(user.id, tx);
        await audit.record(
          { actorId: user.id, subjectId: user.id, action: 'mfa.disable', allowed: true },
          tx,
        );
      });
      tell(mails.mfaDisabled(state.email));
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
