import type { Role } from '@kinetic/contracts/common';
import type { Invitation, InvitationStatus } from '@kinetic/contracts/invitations';
import { and, count, desc, eq, gt, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema.ts';

const senders = alias(users, 'sender');
const trainers = alias(users, 'invited_trainer');

/** Neither accepted nor revoked (it may have expired). */
const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt))!;
/** Open and still within its days: its link works. */
const live = and(open, gt(invitations.expiresAt, sql`now()`))!;

const status = sql<InvitationStatus>`case
  when ${invitations.acceptedAt} is not null then 'accepted'
  when ${invitations.revokedAt} is not null then 'revoked'
  when ${invitations.expiresAt} <= now() then 'expired'
  else 'pending' end`;

/** Who is invited, as what, and by whom: what the list and a link's page both read. */
const invitee = {
  id: invitations.id,
  email: invitations.email,
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  roles: invitations.roles,
  trainerId: invitations.trainerId,
};
const sender = {
  invitedBy: invitations.invitedBy,
  senderFirstName: senders.firstName,
  senderLastName: senders.lastName,
};

const listColumns = {
  ...invitee,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
  ...sender,
  status,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
};

type ListRow = {
  [K in keyof typeof listColumns]: K extends 'sentAt' | 'expiresAt'
    ? Date
    : K extends 'roles'
      ? string[]
      : K extends 'status'
        ? InvitationStatus
        : K extends 'trainerId' | 'trainerFirstName' | 'trainerLastName'
          ? string | null
          : string;
};

const toInvitation = (row: ListRow): Invitation => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  roles: row.roles as Role[],
  trainer:
    row.trainerId && row.trainerFirstName !== null
      ? { id: row.trainerId, firstName: row.trainerFirstName, lastName: row.trainerLastName ?? '' }
      : null,
  invitedBy: { id: row.invitedBy, firstName: row.senderFirstName, lastName: row.senderLastName },
  status: row.status,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

export interface NewInvitation {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  trainerId: string | null;
  invitedBy: string;
  tokenHash: string;
  expiresAt: Date;
}

export function createInvitationsRepository(db: Db) {
  const selectList = (tx: Db = db) =>
    tx
      .select(listColumns)
      .from(invitations)
      .innerJoin(senders, eq(senders.id, invitations.invitedBy))
      .leftJoin(trainers, eq(trainers.id, invitations.trainerId));

  return {
    /** Locks the sender's row: one sender's invitations are counted and written one request at a time. */
    async lockSender(senderId: string, tx: Db): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, senderId)).for('update');
    },

    /** How many live invitations the sender has. */
    async countLive(senderId: string, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(invitations)
        .where(and(eq(invitations.invitedBy, senderId), live));
      return row?.n ?? 0;
    },

    /** Of these addresses, those with a live invitation: from this sender, or (no sender) from anyone. */
    async liveFor(emails: string[], senderId: string | undefined, tx: Db = db): Promise<Set<string>> {
      if (!emails.length) return new Set();
      const rows = await tx
        .selectDistinct({ email: invitations.email })
        .from(invitations)
        .where(
          and(
            inArray(invitations.email, emails),
            live,
            senderId ? eq(invitations.invitedBy, senderId) : undefined,
          ),
        );
      return new Set(rows.map((r) => r.email));
    },

    /** Removes the sender's expired open invitations to these addresses, for new ones to take their place. */
    async dropExpired(emails: string[], senderId: string, tx: Db): Promise<void> {
      if (!emails.length) return;
      await tx
        .delete(invitations)
        .where(
          and(
            eq(invitations.invitedBy, senderId),
            inArray(invitations.email, emails),
            open,
            lte(invitations.expiresAt, sql`now()`),
          ),
        );
    },

    async insert(rows: NewInvitation[], tx: Db): Promise<string[]> {
      if (!rows.length) return [];
      const inserted = await tx.insert(invitations).values(rows).returning({ id: invitations.id });
      return inserted.map((r) => r.id);
    },

    async findById(id: string, tx: Db = db): Promise<Invitation | undefined> {
      const [row] = await selectList(tx).where(eq(invitations.id, id));
      return row && toInvitation(row);
    },

    /** A page of invitations, newest first: everyone's, or one sender's; open ones only or all. */
    async list(filter: { senderId?: string; openOnly: boolean; limit: number; offset: number }) {
      const conditions: SQL[] = [];
      if (filter.senderId) conditions.push(eq(invitations.invitedBy, filter.senderId));
      if (filter.openOnly) conditions.push(open);
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [all]] = await Promise.all([
        selectList()
          .where(where)
          .orderBy(desc(invitations.sentAt), desc(invitations.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(invitations).where(where),
      ]);
      return { invitations: rows.map(toInvitation), total: all?.n ?? 0 };
    },

    /** A new link for an open invitation (the old one stops working); whether it was open. */
    async renew(id: string, tokenHash: string, expiresAt: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(invitations)
        .set({ tokenHash, expiresAt, sentAt: sql`now()` })
        .where(and(eq(invitations.id, id), open))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    /** Revokes an open invitation; whether it was open. */
    async revoke(id: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(invitations.id, id), open))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },

    /** The live invitation a link's token belongs to, with its sender's name. */
    async findLiveByToken(tokenHash: string) {
      const [row] = await db
        .select({ ...invitee, ...sender, expiresAt: invitations.expiresAt })
        .from(invitations)
        .innerJoin(senders, eq(senders.id, invitations.invitedBy))
        .where(and(eq(invitations.tokenHash, tokenHash), live));
      return row && { ...row, roles: row.roles as Role[] };
    },

    /**
     * Marks the live invitation of this token accepted by the new account. Of concurrent uses of one
     * link, the UPDATE ... WHERE accepted_at IS NULL lets exactly one through.
     */
    async accept(tokenHash: string, userId: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(invitations)
        .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
        .where(and(eq(invitations.tokenHash, tokenHash), live))
        .returning({ id: invitations.id });
      return rows.length > 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
