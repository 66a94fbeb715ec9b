import type { AuthAnswer } from '@kinetic/contracts/auth';
import {
  INVALID_INVITATION,
  type AcceptInvitationBody,
  type InvitationPreview,
} from '@kinetic/contracts/invitations';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { SessionLifetimes } from '../../domain/session-lifetimes.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { HttpError, conflict } from '../../lib/http-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import type { Client } from '../auth/auth.public.ts';
import { limitsFor } from '../../domain/session-lifetimes.ts';
import type { SessionsRepository } from '../../domain/sessions.repository.ts';
import type { NewNotification, Notifier } from '../notifications/notifications.public.ts';
import type { UsersRepository } from '../users/users.public.ts';
import type { InvitationThrottle } from './invitation-limits.ts';
import type { InvitationsRepository } from './invitations.repository.ts';

const invalid = () => new HttpError(400, INVALID_INVITATION, [{ path: 'token', msg: INVALID_INVITATION }]);
export const ACCOUNT_EXISTS_SIGN_IN = 'An account with this email already exists. Sign in instead.';

/**
 * A username for the new account from the email's name (usernames are not asked for: the invitee
 * signs in with their email), with a number added while it is taken.
 */
async function freeUsername(email: string, users: UsersRepository): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24);
  const stem = base.length >= 3 ? base : `${base}user`.slice(0, 24);
  for (let i = 0; i < 20; i++) {
    const candidate = i === 0 ? stem : `${stem}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await users.usernameTaken(candidate))) return candidate;
  }
  return `${stem}${newToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 6)}`;
}

/** What the invitee does with their link: look at it, and accept it (which makes the account). */
export function createInvitationAcceptance(deps: {
  db: Db;
  invitations: InvitationsRepository;
  users: UsersRepository;
  sessions: SessionsRepository;
  audit: AuditRepository;
  throttle: InvitationThrottle;
  lifetimes: SessionLifetimes;
  notifier: Notifier;
}) {
  const { db, invitations, users, sessions, audit, throttle, lifetimes, notifier } = deps;

  /** The sender, and the new client's trainer if someone else, hear that the invitee joined. */
  const joined = (
    found: { firstName: string; lastName: string; invitedBy: string },
    id: string,
    trainerId: string | null,
  ) => {
    const name = `${found.firstName} ${found.lastName}`;
    const tell = (userId: string, asTrainer: boolean): NewNotification => ({
      userId,
      subjectId: id,
      kind: 'invitation-accepted',
      title: asTrainer
        ? `${name} accepted the invitation and is your client`
        : `${name} accepted your invitation`,
      body: asTrainer ? 'They start with the intake.' : '',
      link: asTrainer ? `/trainer/clients/${id}` : '/consultant/users',
    });
    const list = [tell(found.invitedBy, found.invitedBy === trainerId)];
    if (trainerId && trainerId !== found.invitedBy) list.push(tell(trainerId, true));
    return list;
  };

  return {
    async preview(token: string, ip: string): Promise<InvitationPreview> {
      await throttle.beforeLink(ip);
      const found = await invitations.findLiveByToken(hashToken(token));
      if (!found) throw invalid();
      return {
        firstName: found.firstName,
        lastName: found.lastName,
        email: found.email,
        roles: found.roles,
        invitedBy: { firstName: found.senderFirstName, lastName: found.senderLastName },
        expiresAt: found.expiresAt.toISOString(),
      };
    },

    /**
     * Makes the account the invitation describes (a client gets the trainer if they still are one),
     * marks the invitation accepted and signs the new user in, all in one transaction.
     */
    async accept(body: AcceptInvitationBody, client: Client): Promise<AuthAnswer> {
      await throttle.beforeLink(client.ip);
      refuseCommonPassword(body.password, 'password');
      const tokenHash = hashToken(body.token);
      const found = await invitations.findLiveByToken(tokenHash);
      if (!found) throw invalid();
      if (await users.emailTaken(found.email)) throw conflict(ACCOUNT_EXISTS_SIGN_IN, 'token');
      const trainerId =
        found.roles.includes('CLIENT') && found.trainerId && (await users.isActiveTrainer(found.trainerId))
          ? found.trainerId
          : null;
      const [passwordHash, username] = await Promise.all([
        hashPassword(body.password),
        freeUsername(found.email, users),
      ]);
      const session = newToken();
      let userId: string;
      let told: { userId: string; id: string }[] = [];
      try {
        userId = await db.transaction(async (tx) => {
          const id = await users.insert(
            {
              username,
              email: found.email,
              passwordHash,
              firstName: found.firstName,
              lastName: found.lastName,
              roles: found.roles,
              trainerId,
            },
            tx,
          );
          if (!(await invitations.accept(tokenHash, id, tx))) throw invalid();
          await sessions.create(
            id,
            hashToken(session),
            limitsFor(found.roles, lifetimes),
            client.userAgent,
            tx,
          );
          await audit.record(
            {
              actorId: id,
              subjectId: id,
              action: 'invitation.accept',
              allowed: true,
              detail: `invitation ${found.id} from ${found.invitedBy}`,
            },
            tx,
          );
          told = await notifier.record(joined(found, id, trainerId), tx);
          return id;
        });
      } catch (error) {
        // Another link to the same address, or a registration, made the account meanwhile.
        if (isUniqueViolation(error, 'users_email_key')) throw conflict(ACCOUNT_EXISTS_SIGN_IN, 'token');
        if (isUniqueViolation(error, 'users_username_lower_key'))
          throw new HttpError(409, 'Please try again', [{ path: 'token', msg: 'Please try again' }]);
        throw error;
      }
      await notifier.announce(told);
      const user = await users.findById(userId);
      return { token: session, user: user! };
    },
  };
}

export type InvitationAcceptance = ReturnType<typeof createInvitationAcceptance>;
