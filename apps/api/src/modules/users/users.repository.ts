import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { User } from '@kinetic/contracts/auth';
import type { Role } from '@kinetic/contracts/common';
import type { Preferences } from '@kinetic/contracts/preferences';
import type { PlateSet, PlateSettings } from '@kinetic/contracts/plates';
import type { WeightUnit } from '@kinetic/contracts/workout-answers';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { users } from '../../db/schema.ts';
import {
  liveSession,
  selectUsers,
  selectWithSession,
  sessionRead,
  type SessionRead,
} from '../../domain/session-read.ts';
import type { UserEdit } from './user-changes.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** `reads`: where the hot one-statement reads go (Database.reads); `db` for everything else. */
export function createUsersRepository(db: Db, reads: Db = db) {
  // Every authenticated call runs this: a named prepared statement skips parsing and planning.
  const sessionUser = selectWithSession(reads, {}).where(liveSession).prepare('session_user');

  return {
    async findById(id: string): Promise<User | undefined> {
      const [row] = await selectUsers(db).where(eq(users.id, id));
      return row?.user;
    },

    /** The user a live session token belongs to, if the session is current and the user active. */
    async findBySessionTokenHash(tokenHash: string): Promise<SessionRead<null>> {
      const [row] = await sessionUser.execute({ tokenHash });
      return sessionRead(row, () => null);
    },

    async findCredentialsByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          passwordHash: users.passwordHash,
          isActive: users.isActive,
          roles: users.roles,
          mfaEnabled: users.mfaEnabled,
        })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return row;
    },

    async findPasswordHash(id: string): Promise<string | undefined> {
      const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
      return row?.passwordHash;
    },

    async emailTaken(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normalizeEmail(email)));
      return Boolean(row);
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return Boolean(row);
    },

    async insert(
      values: {
        username: string;
        email: string;
        passwordHash: string;
        firstName: string;
        lastName: string;
        roles: Role[];
        trainerId?: string | null;
      },
      tx: Db = db,
    ): Promise<string> {
      const [row] = await tx
        .insert(users)
        .values({ ...values, email: normalizeEmail(values.email) })
        .returning({ id: users.id });
      return row!.id;
    },

    /** Users whose username, email, first or last name contains `search`, a page at a time. */
    async search(
      search: string | undefined,
      limit: number,
      offset: number,
    ): Promise<{ users: User[]; total: number }> {
      const pattern = search ? containsPattern(search) : undefined;
      const where = pattern
        ? or(
            ilike(users.username, pattern),
            ilike(users.email, pattern),
            ilike(users.firstName, pattern),
            ilike(users.lastName, pattern),
          )
        : undefined;
      const [rows, [all]] = await Promise.all([
        selectUsers(db)
          .where(where)
          .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { users: rows.map((r) => r.user), total: all?.n ?? 0 };
    },

    async activeTrainers() {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, roles: users.roles })
        .from(users)
        .where(and(eq(users.isActive, true), sql`'TRAINER' = any(${users.roles})`))
        .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
    },

    async isActiveTrainer(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isActive, true), sql`'TRAINER' = any(${users.roles})`));
      return Boolean(row);
    },

    async emailTakenByOther(email: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, normalizeEmail(email)), ne(users.id, id)));
      return Boolean(row);
    },

    async usernameTakenByOther(username: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, ne(users.id, id)));
      return Boolean(row);
    },

    /** Locks the active consultants' rows and answers their ids: one change at a time may touch them. */
    async lockActiveConsultants(tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isActive, true), sql`'CONSULTANT' = any(${users.roles})`))
        .for('update');
      return rows.map((r) => r.id);
    },

    async update(id: string, values: Partial<UserEdit>, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({
          ...values,
          ...(values.email ? { email: normalizeEmail(values.email) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setPreferences(id: string, preferences: Preferences): Promise<void> {
      await db
        .update(users)
        .set({ ...preferences, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** The bar and plates the user set, by unit (null where they set none). */
    async plates(id: string): Promise<Partial<PlateSettings> | null> {
      const [row] = await db.select({ plates: users.plates }).from(users).where(eq(users.id, id));
      return row?.plates ?? null;
    },

    /** Sets one unit's bar and plates in one statement, leaving the other unit's as they are. */
    async setPlates(id: string, unit: WeightUnit, set: PlateSet): Promise<Partial<PlateSettings> | null> {
      const [row] = await db
        .update(users)
        .set({
          plates: sql`coalesce(${users.plates}, '{}'::jsonb) || jsonb_build_object(${unit}::text, ${JSON.stringify(set)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning({ plates: users.plates });
      return row?.plates ?? null;
    },

    async setPasswordHash(id: string, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
