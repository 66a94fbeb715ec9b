import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import {
  INVITATION_TTL_DAYS,
  OPEN_INVITATIONS_PER_SENDER_MAX,
  type ImportRowReport,
  type Invitation,
  type InvitationImportAnswer,
} from '@kinetic/contracts/invitations';
import type { Db } from '../../db/client.ts';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditRepository } from '../audit/audit.public.ts';
import { SELF_ASSIGN, normalizeEmail, type UsersRepository } from '../users/users.public.ts';
import { readPeopleCsv, type CsvPerson } from './invitation-csv.ts';
import type { InvitationThrottle } from './invitation-limits.ts';
import type { InvitationMails } from './invitation-mails.ts';
import type { InvitationsRepository } from './invitations.repository.ts';
import { DAY } from '../../lib/durations.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const ALREADY_INVITED = 'This person already has an open invitation: resend it from the list';
const FULL = `You have ${OPEN_INVITATIONS_PER_SENDER_MAX} open invitations. Revoke some, or wait until they are accepted or expire.`;

/** Who the invitee becomes: their roles and, for a client, their trainer. */
interface Target {
  roles: Role[];
  trainerId: string | null;
}

export const invitationExpiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * DAY);

/** A consultant may already know who has an account (they manage them); nobody else is told. */
const mayKnowAccounts = (actor: User) => actor.roles.includes('CONSULTANT');

export function createInvitationsService(deps: {
  db: Db;
  invitations: InvitationsRepository;
  users: UsersRepository;
  audit: AuditRepository;
  mailer: Mailer;
  mails: InvitationMails;
  afterAnswer: AfterAnswer;
  throttle: InvitationThrottle;
}) {
  const { db, invitations, users, audit, mailer, mails, afterAnswer, throttle } = deps;
  const send = (list: Mail[]) =>
    afterAnswer.run(async () => {
      for (const mail of list) await mailer.send(mail);
    }, 'Could not send an invitation mail');
  const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

  /**
   * A trainer's invitation (no roles, or only CLIENT; no trainer, or themself) makes a client of
   * theirs. Anything else is a consultant's: the roles they choose and, for a client, an active
   * trainer other than themself (or none).
   */
  async function targetOf(actor: User, roles?: Role[], trainerId?: string | null): Promise<Target> {
    const onlyClient = !roles || (roles.length === 1 && roles[0] === 'CLIENT');
    if (actor.roles.includes('TRAINER') && onlyClient && (trainerId === undefined || trainerId === actor.id))
      return { roles: ['CLIENT'], trainerId: actor.id };
    if (!actor.roles.includes('CONSULTANT'))
      throw forbidden('Only a consultant can invite someone with other roles or for another trainer');
    const chosen = roles ?? ['CLIENT'];
    const trainer = chosen.includes('CLIENT') ? (trainerId ?? null) : null;
    if (trainer === actor.id) throw badRequest(SELF_ASSIGN, 'trainerId');
    if (trainer && !(await users.isActiveTrainer(trainer)))
      throw badRequest('The selected trainer is not an active trainer', 'trainerId');
    return { roles: chosen, trainerId: trainer };
  }

  /**
   * Changes an open invitation (`change` answers whether it was still open) in one transaction with
   * its audit entry; whether it was changed.
   */
  const changeOpen = (
    actor: User,
    id: string,
    action: 'invitation.resend' | 'invitation.revoke',
    change: (tx: Db) => Promise<boolean>,
  ) =>
    db.transaction(async (tx) => {
      if (!(await change(tx))) return false;
      const entry = { actorId: actor.id, subjectId: null, action, allowed: true, detail: `invitation ${id}` };
      await audit.record(entry, tx);
      return true;
    });

  /** The mail each new invitation gets: the link, or (sent by a trainer) the note to an account holder. */
  async function mailsFor(sender: string, people: (CsvPerson & { token: string })[], roles: Role[]) {
    const list: Mail[] = [];
    for (const p of people) {
      const holder = await users.findCredentialsByEmail(p.email);
      if (!holder) list.push(mails.invitation({ ...p, roles }, sender, p.token));
      else if (holder.isActive) list.push(mails.alreadyHasAccount(p.email, sender));
    }
    return list;
  }

  /**
   * Writes the invitations of `people` (already checked), in one transaction with the sender's row
   * locked: the cap and the "already invited" check hold however many requests arrive at once.
   * Answers which were invited, and which already had an open invitation.
   */
  async function create(actor: User, people: CsvPerson[], target: Target) {
    const mayKnow = mayKnowAccounts(actor);
    const withTokens = people.map((p) => ({ ...p, token: newToken() }));
    const result = await db.transaction(async (tx) => {
      await invitations.lockSender(actor.id, tx);
      const emails = withTokens.map((p) => p.email);
      const already = await invitations.liveFor(emails, mayKnow ? undefined : actor.id, tx);
      const fresh = withTokens.filter((p) => !already.has(p.email));
      const live = await invitations.countLive(actor.id, tx);
      if (fresh.length && live + fresh.length > OPEN_INVITATIONS_PER_SENDER_MAX)
        throw new HttpError(409, FULL);
      await invitations.dropExpired(
        fresh.map((p) => p.email),
        actor.id,
        tx,
      );
      const expiresAt = invitationExpiry();
      const ids = await invitations.insert(
        fresh.map((p) => ({
          email: p.email,
          firstName: p.firstName,
          lastName: p.lastName,
          ...target,
          invitedBy: actor.id,
          tokenHash: hashToken(p.token),
          expiresAt,
        })),
        tx,
      );
      const detail = `as ${target.roles.join(', ')}${target.trainerId ? `, trainer ${target.trainerId}` : ''}`;
      await audit.recordMany(
        ids.map((id) => ({
          actorId: actor.id,
          subjectId: null,
          action: 'invitation.create' as const,
          allowed: true,
          detail: `invitation ${id} ${detail}`,
        })),
        tx,
      );
      return { fresh: fresh.map((p, i) => ({ ...p, id: ids[i]! })), already };
    });
    send(await mailsFor(nameOf(actor), result.fresh, target.roles));
    return result;
  }

  async function mine(actor: User, id: string): Promise<Invitation> {
    const invitation = await invitations.findById(id);
    // Another sender's invitation is not there for a trainer; a consultant manages everyone's.
    if (!invitation || (invitation.invitedBy.id !== actor.id && !mayKnowAccounts(actor)))
      throw notFound('Invitation not found');
    return invitation;
  }

  const closed = (invitation: Invitation) => conflict(`This invitation was already ${invitation.status}`);

  return {
    async invite(
      actor: User,
      input: {
        firstName: string;
        lastName: string;
        email: string;
        roles?: Role[];
        trainerId?: string | null;
      },
    ): Promise<Invitation> {
      const target = await targetOf(actor, input.roles, input.trainerId);
      const email = normalizeEmail(input.email);
      if (mayKnowAccounts(actor) && (await users.emailTaken(email))) throw conflict(EMAIL_TAKEN, 'email');
      await throttle.takeMails(actor.id, 1);
      const person = { line: 1, email, firstName: input.firstName, lastName: input.lastName };
      const { fresh } = await create(actor, [person], target);
      if (!fresh[0]) throw conflict(ALREADY_INVITED, 'email');
      return (await invitations.findById(fresh[0].id))!;
    },

    /** A CSV of clients: each line invited, or reported with the reason it was not. */
    async importCsv(actor: User, csv: string, trainerId?: string | null): Promise<InvitationImportAnswer> {
      const target = await targetOf(actor, ['CLIENT'], trainerId);
      const { people, refused } = readPeopleCsv(csv);
      const rows: ImportRowReport[] = [...refused];
      let toInvite = people;
      if (mayKnowAccounts(actor)) {
        const holders = await Promise.all(people.map((p) => users.emailTaken(p.email)));
        toInvite = people.filter((p, i) => {
          if (!holders[i]) return true;
          rows.push({ ...report(p), status: 'account-exists', reason: EMAIL_TAKEN });
          return false;
        });
      }
      if (toInvite.length) await throttle.takeMails(actor.id, toInvite.length);
      const { already } = toInvite.length ? await create(actor, toInvite, target) : { already: new Set() };
      for (const p of toInvite)
        rows.push(
          already.has(p.email)
            ? {
                ...report(p),
                status: 'already-invited',
                reason: 'This person already has an open invitation',
              }
            : { ...report(p), status: 'invited' },
        );
      rows.sort((a, b) => a.line - b.line);
      return { rows, invited: rows.filter((r) => r.status === 'invited').length };
    },

    /** A consultant's list is everyone's invitations unless `mine`; anyone else's, their own. */
    list(
      actor: User,
      query: { scope: 'open' | 'all'; mine: 'true' | 'false'; limit: number; offset: number },
    ) {
      const everyone = mayKnowAccounts(actor) && query.mine === 'false';
      return invitations.list({
        senderId: everyone ? undefined : actor.id,
        openOnly: query.scope === 'open',
        limit: query.limit,
        offset: query.offset,
      });
    },

    /** A new link, valid for another 7 days; the old one stops working. */
    async resend(actor: User, id: string): Promise<Invitation> {
      const invitation = await mine(actor, id);
      if (invitation.status === 'accepted' || invitation.status === 'revoked') throw closed(invitation);
      await throttle.takeMails(actor.id, 1);
      const token = newToken();
      const renewed = await changeOpen(actor, id, 'invitation.resend', (tx) =>
        invitations.renew(id, hashToken(token), invitationExpiry(), tx),
      );
      if (!renewed) throw closed((await invitations.findById(id))!);
      const person = {
        line: 1,
        email: invitation.email,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        token,
      };
      send(await mailsFor(nameOf(invitation.invitedBy), [person], invitation.roles));
      return (await invitations.findById(id))!;
    },

    async revoke(actor: User, id: string): Promise<Invitation> {
      const invitation = await mine(actor, id);
      const revoked = await changeOpen(actor, id, 'invitation.revoke', (tx) => invitations.revoke(id, tx));
      if (!revoked) throw closed(invitation);
      return (await invitations.findById(id))!;
    },
  };
}

const report = (p: CsvPerson) => ({ line: p.line, email: p.email, name: `${p.firstName} ${p.lastName}` });

export type InvitationsService = ReturnType<typeof createInvitationsService>;
