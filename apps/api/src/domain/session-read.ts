import { and, eq, gt, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { Preferences } from '@kinetic/contracts/preferences';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { notIdle } from './sessions.repository.ts';

export const trainers = alias(users, 'trainer');

/** The columns that make the public user shape, trainer included; never the password hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  trainerId: users.trainerId,
  isActive: users.isActive,
  mfaEnabled: users.mfaEnabled,
  createdAt: users.createdAt,
  weightUnit: users.weightUnit,
  timeZone: users.timeZone,
  restSeconds: users.restSeconds,
  trainerFirstName: trainers.firstName,
  trainerLastName: trainers.lastName,
};

type UserRow = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  trainerId: string | null;
  isActive: boolean;
  mfaEnabled: boolean;
  createdAt: Date;
  weightUnit: string;
  timeZone: string;
  restSeconds: number;
  trainerFirstName: string | null;
  trainerLastName: string | null;
};

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles as Role[],
    trainerId: row.trainerId,
    trainer:
      row.trainerId && row.trainerFirstName !== null
        ? { id: row.trainerId, firstName: row.trainerFirstName, lastName: row.trainerLastName ?? '' }
        : null,
    isActive: row.isActive,
    mfaEnabled: row.mfaEnabled,
    createdAt: row.createdAt.toISOString(),
    preferences: {
      weightUnit: row.weightUnit as Preferences['weightUnit'],
      timeZone: row.timeZone,
      restSeconds: row.restSeconds,
    },
  };
}

/**
 * The session whose token hash is the `tokenHash` placeholder is current (before its absolute end,
 * used within its idle time) and its user active (with `users` and `sessions` joined).
 */
export const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  gt(sessions.expiresAt, sql`now()`),
  notIdle,
  eq(users.isActive, true),
);

/**
 * The signed-in user with `columns` of other tables: the first (and only) query of a hot read, so
 * that checking the session costs no round trip of its own. Filter it with `liveSession`.
 */
export const selectWithSession = <T extends SelectedFields>(db: Db, columns: T) =>
  db
    .select({ ...userColumns, ...columns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(trainers, eq(trainers.id, users.trainerId));

/** The user of a live session and what was read with them; undefined when there is no such session. */
export type SessionRead<T> = { user: User; data: T } | undefined;

/** The session read from the row of a `selectWithSession` query (none when no row came back). */
export const sessionRead = <R extends UserRow, T>(row: R | undefined, data: (row: R) => T): SessionRead<T> =>
  row && { user: toUser(row), data: data(row) };
