import type { PageQuery } from '@kinetic/contracts/common';
import type { SessionListAnswer } from '@kinetic/contracts/security';
import { and, count, desc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deleteOwned } from '../db/delete-owned.ts';
import { passwordResetTokens, sessions, users } from '../db/schema.ts';
import type { SessionLimits } from './session-lifetimes.ts';

/** A session has been used within its idle time (the absolute end is `expires_at`). */
export const notIdle = sql`${sessions.lastUsedAt} > now() - ${sessions.idleSeconds} * interval '1 second'`;

/** `last_used_at` is written at most this often: reads must not each write. */
export const TOUCH_INTERVAL_SECONDS = 60;

/**
 * The live sessions one person may hold: far more devices and browsers than anyone uses, while a
 * script signing in again and again cannot grow the table (or the 'Signed-in devices' list) without
 * end. A sign-in past it ends the least recently used.
 */
export const SESSIONS_PER_USER = 50;

export function createSessionsRepository(db: Db) {
  return {
    /**
     * Starts a session; past SESSIONS_PER_USER the user's least recently used ones end, and their
     * ended or idle ones are cleared. Answers how many sessions that ended.
     */
    async create(
      userId: string,
      tokenHash: string,
      limits: SessionLimits,
      userAgent: string,
      tx: Db = db,
    ): Promise<number> {
      await tx.insert(sessions).values({
        userId,
        tokenHash,
        expiresAt: new Date(Date.now() + limits.maxMs),
        idleSeconds: limits.idleSeconds,
        userAgent: userAgent.slice(0, 512),
      });
      const newest = tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), notIdle))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt), desc(sessions.id))
        .limit(SESSIONS_PER_USER);
      const ended = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), notInArray(sessions.id, newest)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Ends the session with this token hash; answers whose it was (undefined if none). */
    async deleteByTokenHash(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },

    /** Which of these token hashes belong to live sessions (current, not idle, of an active user). */
    async liveOf(tokenHashes: string[]): Promise<Set<string>> {
      if (!tokenHashes.length) return new Set();
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.tokenHash, tokenHashes),
            gt(sessions.expiresAt, sql`now()`),
            notIdle,
            eq(users.isActive, true),
          ),
        );
      return new Set(rows.map((r) => r.tokenHash));
    },

    /**
     * Ends every session of a user, or every one but the session with `keepTokenHash`; answers how
     * many ended.
     */
    async deleteAllOfUser(userId: string, tx: Db = db, keepTokenHash?: string): Promise<number> {
      const rows = await tx
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
        )
        .returning({ id: sessions.id });
      return rows.length;
    },

    /** Ends one session of the user; false when they have no such session. */
    async deleteOne(userId: string, id: string): Promise<boolean> {
      return deleteOwned(db, sessions, sessions.userId, userId, id);
    },

    /** A page of the user's live sessions, the most recently used first, and how many there are. */
    async listOfUser(userId: string, currentTokenHash: string, page: PageQuery): Promise<SessionListAnswer> {
      const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`), notIdle);
      const [rows, [all]] = await Promise.all([
        db
          .select({
            id: sessions.id,
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
            expiresAt:
              sql<Date>`least(${sessions.expiresAt}, ${sessions.lastUsedAt} + ${sessions.idleSeconds} * interval '1 second')`.mapWith(
                sessions.expiresAt,
              ),
            userAgent: sessions.userAgent,
            current: sql<boolean>`${sessions.tokenHash} = ${currentTokenHash}`,
          })
          .from(sessions)
          .where(live)
          .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt), desc(sessions.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(sessions).where(live),
      ]);
      return {
        sessions: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          lastUsedAt: r.lastUsedAt.toISOString(),
          expiresAt: r.expiresAt.toISOString(),
        })),
        total: all?.n ?? 0,
      };
    },

    /** The user now holds a role with shorter lifetimes: their sessions get them too. */
    async tighten(userId: string, limits: SessionLimits, tx: Db): Promise<void> {
      await tx
        .update(sessions)
        .set({
          idleSeconds: sql`least(${sessions.idleSeconds}, ${limits.idleSeconds})`,
          expiresAt: sql`least(${sessions.expiresAt}, ${sessions.createdAt} + ${limits.maxMs} * interval '1 millisecond')`,
        })
        .where(eq(sessions.userId, userId));
    },

    /** Marks sessions used now, unless that was written less than a minute ago. */
    async touch(tokenHashes: string[]): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            inArray(sessions.tokenHash, tokenHashes),
            sql`${sessions.lastUsedAt} < now() - ${TOUCH_INTERVAL_SECONDS} * interval '1 second'`,
          ),
        );
    },

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** The user a reset token was made for, and whether it can still be used (not used, not expired). */
    async findResetToken(tokenHash: string): Promise<{ userId: string; usable: boolean } | undefined> {
      const [row] = await db
        .select({
          userId: passwordResetTokens.userId,
          usable: sql<boolean>`${passwordResetTokens.usedAt} is null and ${passwordResetTokens.expiresAt} > now()`,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Marks a reset token used if it is unused and current, answering its user. One statement, so
     * that of many concurrent uses exactly one succeeds.
     */
    async consumeResetToken(tokenHash: string, tx: Db): Promise<string | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /**
     * The user's outstanding reset links stop working: after a reset, a password change and an
     * email change (a link sent to the old address must not outlive it).
     */
    async voidResetTokensOfUser(userId: string, tx: Db = db): Promise<void> {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
