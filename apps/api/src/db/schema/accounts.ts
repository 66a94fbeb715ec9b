import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  bigint,
  jsonb,
  primaryKey,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PlateSettings } from '@kinetic/contracts/plates';
import { createdAt, emptyText, instant, ownedBy, textList, updatedAt, uuidPrimaryKey } from './columns.ts';

// People, their sessions and what signing in needs.

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased: emails are compared case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull(),
    trainerId: uuid('trainer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Two-step sign-in is on: signing in also needs a code from the authenticator app. */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /**
     * The TOTP secret, encrypted (lib/secret-box.ts); set at setup, in use once `mfaEnabled`. Null
     * when two-step sign-in was never set up or was turned off.
     */
    mfaSecret: text('mfa_secret'),
    /** The 30-second step of the last code accepted: a code is good once. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    /** A client's health conditions as their trainer confirmed them (the conditions vocabulary). */
    conditions: textList('conditions'),
    /** Preferences: the unit weights are entered in, the zone days are counted in, rest between sets. */
    weightUnit: text('weight_unit').notNull().default('lbs'),
    timeZone: text('time_zone').notNull().default('UTC'),
    restSeconds: integer('rest_seconds').notNull().default(90),
    /**
     * The plate calculator's bar and plate sizes the user set, per unit ({ kg?, lbs? }); null, or a
     * unit absent, where they kept the usual ones. Not part of the session read: only gym mode and
     * the profile ask for it.
     */
    plates: jsonb('plates').$type<Partial<PlateSettings>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_trainer_id_idx').on(t.trainerId),
  ],
);

/**
 * One row per signed-in session; only the SHA-256 of the bearer token is kept. A session lives
 * until `expires_at` (its absolute end) and while it was used within `idle_seconds`; `last_used_at`
 * is refreshed at most once a minute (decision 0008).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    idleSeconds: integer('idle_seconds').notNull().default(604800),
    /** The browser's User-Agent at sign-in (cut to 512 characters), to name the device. */
    userAgent: emptyText('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Password reset links: hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/** One-use recovery codes for two-step sign-in, stored as SHA-256 (each has 80 random bits). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The half-done sign-in of a user with two-step sign-in on: the right password gave this token
 * (stored hashed, 5 minutes, one use); a code turns it into a session.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    /** The User-Agent of the sign-in, for the session it becomes. */
    userAgent: emptyText('user_agent'),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash),
    index('sign_in_challenges_user_id_idx').on(t.userId),
  ],
);

/**
 * The answers of writes sent with an Idempotency-Key, kept for a week: the same key from the same
 * user replays the answer instead of writing again. A key is claimed (inserted) first in the
 * write's own transaction, so a key is never kept without its write nor a write without its key,
 * and two requests with one key at once take turns on the primary key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    /** Method and path of the request that used the key, e.g. `PATCH /api/workouts/{id}/complete`. */
    request: text('request').notNull(),
    /** Status and body of the answer; set before the transaction ends. */
    status: integer('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
