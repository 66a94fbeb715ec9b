import { and, eq, gt, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { User } from '@kinetic/contracts/auth';
import type { Db } from '../db/client.ts';
import { isoTime, jsonObject, parsedJson } from '../db/json.ts';
import { sessions, users } from '../db/schema.ts';
import { notIdle } from './sessions.repository.ts';

const trainers = alias(users, 'trainer');

/**
 * The public user shape, trainer included and never the password hash, built by the database as one
 * JSON value: every read of a user (each signed-in request's among them) takes one column instead of
 * fifteen, which the driver would describe, parse and map one by one.
 */
export const userJson = jsonObject({
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  trainerId: users.trainerId,
  trainer: sql`case when ${trainers.id} is null then null else ${jsonObject({
    id: trainers.id,
    firstName: trainers.firstName,
    lastName: trainers.lastName,
  })} end`,
  isActive: users.isActive,
  mfaEnabled: users.mfaEnabled,
  createdAt: isoTime(users.createdAt),
  preferences: jsonObject({
    weightUnit: users.weightUnit,
    timeZone: users.timeZone,
    restSeconds: users.restSeconds,
  }),
}).mapWith((value: User | string) => parsedJson(value));

/** Users (`userJson`) with their trainers joined, to be filtered. */
export const selectUsers = (db: Db) =>
  db.select({ user: userJson }).from(users).leftJoin(trainers, eq(trainers.id, users.trainerId));

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
    .select({ user: userJson, ...columns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(trainers, eq(trainers.id, users.trainerId));

/** The user of a live session and what was read with them; undefined when there is no such session. */
export type SessionRead<T> = { user: User; data: T } | undefined;

/** The session read from the row of a `selectWithSession` query (none when no row came back). */
export const sessionRead = <R extends { user: User }, T>(
  row: R | undefined,
  data: (row: R) => T,
): SessionRead<T> => row && { user: row.user, data: data(row) };
