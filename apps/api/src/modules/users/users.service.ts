import type { User } from '@kinetic/contracts/auth';
import type { AdminUserUpdate, PasswordChange, ProfileUpdate } from '@kinetic/contracts/users';
import type { Role } from '@kinetic/contracts/common';
import type { Preferences } from '@kinetic/contracts/preferences';
import { platesOf, type PlateSetValues, type PlateSettings } from '@kinetic/contracts/plates';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { SessionLifetimes } from '../../domain/session-lifetimes.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { AccountMails } from '../../domain/account-mails.ts';
import type { AuthThrottle } from '../../domain/auth-throttle.ts';
import { limitsFor } from '../../domain/session-lifetimes.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';
import type { Notifier } from '../notifications/notifications.public.ts';
import { changeEntries } from './user-changes.ts';
import { normalizeEmail, type UsersRepository } from './users.repository.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
const USERNAME_TAKEN = 'This username is already taken';
const LAST_CONSULTANT = 'The last active consultant cannot be deactivated or lose the consultant role';
export const SELF_ASSIGN = 'You cannot assign a client to yourself';

export function createUsersService(deps: {
  db: Db;
  users: UsersRepository;
  sessions: SessionsRepository;
  throttle: AuthThrottle;
  audit: AuditRepository;
  mailer: Mailer;
  mails: AccountMails;
  afterAnswer: AfterAnswer;
  lifetimes: SessionLifetimes;
  notifier: Notifier;
}) {
  const { db, users, sessions, throttle, audit, mailer, mails, afterAnswer, lifetimes, notifier } = deps;
  const tell = (mail: Mail) =>
    afterAnswer.run(() => mailer.send(mail), 'Could not send an account security mail');

  async function fresh(id: string): Promise<User> {
    const user = await users.findById(id);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    search: (search: string | undefined, limit: number, offset: number) =>
      users.search(search || undefined, limit, offset),

    trainers: async () => (await users.activeTrainers()).map((t) => ({ ...t, roles: t.roles as Role[] })),

    /**
     * A consultant's edit. Role and active changes count on the user's next call (every call reads
     * them); deactivation and a new email end the user's sessions (and a new email their reset
     * links). Every change is an audit entry; the person is mailed when their email or trainer
     * changes. A consultant cannot make themself anyone's trainer, and the last active consultant
     * stays one.
     */
    async adminUpdate(actor: User, id: string, body: AdminUserUpdate & { roles: Role[] }): Promise<User> {
      const target = await users.findById(id);
      if (!target) throw notFound('User not found');
      const errors: { path: string; msg: string }[] = [];
      if (body.trainerId) {
        if (body.trainerId === id)
          errors.push({ path: 'trainerId', msg: 'A user cannot be their own trainer' });
        else if (body.trainerId === actor.id && body.trainerId !== target.trainerId)
          errors.push({ path: 'trainerId', msg: SELF_ASSIGN });
        else if (!(await users.isActiveTrainer(body.trainerId)))
          errors.push({ path: 'trainerId', msg: 'The selected trainer is not an active trainer' });
      }
      if (errors.length) throw new HttpError(400, errors[0]!.msg, errors);
      const [emailTaken, usernameTaken] = await Promise.all([
        users.emailTakenByOther(body.email, id),
        users.usernameTakenByOther(body.username, id),
      ]);
      if (emailTaken) throw conflict(EMAIL_TAKEN, 'email');
      if (usernameTaken) throw conflict(USERNAME_TAKEN, 'username');

      const edit = { ...body, trainerId: body.trainerId ?? null };
      const entries = changeEntries(actor.id, target, edit);
      const emailChanged = entries.some((e) => e.action === 'user.email');
      const trainerChanged = edit.trainerId !== target.trainerId && body.roles.includes('CLIENT');
      const newTrainer = trainerChanged && edit.trainerId ? await users.findById(edit.trainerId) : undefined;
      let told: { userId: string; id: string }[] = [];
      try {
        await db.transaction(async (tx) => {
          const consultants = await users.lockActiveConsultants(tx);
          const staysConsultant = body.isActive && body.roles.includes('CONSULTANT');
          if (consultants.includes(id) && !staysConsultant && consultants.length === 1) {
            throw new HttpError(409, LAST_CONSULTANT, [
              { path: body.isActive ? 'roles' : 'isActive', msg: LAST_CONSULTANT },
            ]);
          }
          await users.update(
            id,
            {
              username: body.username,
              email: body.email,
              firstName: body.firstName,
              lastName: body.lastName,
              roles: body.roles,
              trainerId: body.trainerId,
              isActive: body.isActive,
            },
            tx,
          );
          if (!body.isActive || emailChanged) await sessions.deleteAllOfUser(id, tx);
          if (emailChanged) await sessions.voidResetTokensOfUser(id, tx);
          if (body.roles.includes('CONSULTANT') && !target.roles.includes('CONSULTANT'))
            await sessions.tighten(id, limitsFor(body.roles, lifetimes), tx);
          await audit.recordMany(entries, tx);
          if (trainerChanged)
            told = await notifier.record(
              [
                {
                  userId: id,
                  subjectId: newTrainer?.id ?? null,
                  kind: 'trainer-changed',
                  title: newTrainer
                    ? `Your trainer is now ${newTrainer.firstName} ${newTrainer.lastName}`
                    : 'You no longer have a trainer',
                  link: '/profile',
                },
              ],
              tx,
            );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(EMAIL_TAKEN, 'email');
        if (isUniqueViolation(error, 'users_username_lower_key')) throw conflict(USERNAME_TAKEN, 'username');
        throw error;
      }
      await notifier.announce(told);
      const updated = await fresh(id);
      if (emailChanged) {
        tell(mails.emailChangedOld(target.email));
        tell(mails.emailChangedNew(updated.email));
      }
      if (updated.trainerId !== target.trainerId && updated.roles.includes('CLIENT')) {
        const name = updated.trainer ? `${updated.trainer.firstName} ${updated.trainer.lastName}` : null;
        tell(mails.trainerChanged(updated.email, name));
      }
      return updated;
    },

    /** A trainer adds the client role to themselves (to try the client side). */
    async addClientRole(user: User): Promise<User> {
      if (!user.roles.includes('CLIENT')) await users.update(user.id, { roles: [...user.roles, 'CLIENT'] });
      return fresh(user.id);
    },

    /** The unit, time zone and rest time the user trains with (defaults until they choose). */
    async setPreferences(user: User, body: Preferences): Promise<User> {
      await users.setPreferences(user.id, body);
      return fresh(user.id);
    },

    /** The plate calculator's bar and plates, the usual ones where the user set none. */
    async plates(user: User): Promise<PlateSettings> {
      return platesOf(await users.plates(user.id));
    },

    async setPlates(user: User, body: PlateSetValues): Promise<PlateSettings> {
      const { unit, ...set } = body;
      return platesOf(await users.setPlates(user.id, unit, set));
    },

    async updateProfile(user: User, body: ProfileUpdate): Promise<User> {
      await users.update(user.id, { firstName: body.firstName, lastName: body.lastName });
      return fresh(user.id);
    },

    /**
     * Needs the current password; ends every other session of the user and their reset links, and
     * tells them by mail.
     */
    async changePassword(
      user: User,
      sessionToken: string,
      ip: string,
      body: PasswordChange,
    ): Promise<{ message: string }> {
      const ok = await throttle.checkPassword(normalizeEmail(user.email), ip, async () =>
        verifyPassword(await users.findPasswordHash(user.id), body.currentPassword),
      );
      if (!ok) throw badRequest('Current password is incorrect', 'currentPassword');
      if (body.currentPassword === body.newPassword) {
        throw badRequest('The new password must be different from the current one', 'newPassword');
      }
      refuseCommonPassword(body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await sessions.deleteAllOfUser(user.id, tx, hashToken(sessionToken));
        await sessions.voidResetTokensOfUser(user.id, tx);
        await audit.record(
          {
            actorId: user.id,
            subjectId: user.id,
            action: 'auth.password-change',
            allowed: true,
            detail: 'every other session ended',
          },
          tx,
        );
      });
      tell(mails.passwordChanged(user.email));
      return { message: 'Password changed successfully' };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
