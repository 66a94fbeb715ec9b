import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant, ownedBy, uuidPrimaryKey } from './columns.ts';

/**
 * Invitations to make an account (decision 0027): no user row exists until the invitee accepts.
 * Only the SHA-256 of the link's token is kept; a resend replaces it (the old link stops working).
 * Open: neither accepted nor revoked (an open one past `expires_at` is shown as expired).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuidPrimaryKey(),
    /** Stored lower-cased, as users' emails are. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull(),
    /** The trainer a client gets on acceptance; a deleted trainer leaves the client without one. */
    trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender: their invitations go with their account. */
    invitedBy: ownedBy('invited_by', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    sentAt: instant('sent_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    /** The account made by accepting: erasing it erases the invitation too (it holds their name and email). */
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    // One open invitation per sender and address: inviting again is a resend.
    uniqueIndex('invitations_open_sender_email_key')
      .on(t.invitedBy, t.email)
      .where(sql`accepted_at is null and revoked_at is null`),
    index('invitations_email_idx').on(t.email),
    index('invitations_created_at_idx').on(t.createdAt),
  ],
);
