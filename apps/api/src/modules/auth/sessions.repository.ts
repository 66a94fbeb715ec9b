import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, sessions } from '../../db/schema.ts';

export function createSessionsRepository(db: Db) {
  return {
    async create(userId: string, tokenHash: string, expiresAt: Date, tx: Db = db): Promise<void> {
      await tx.insert(sessions).values({ userId, tokenHash, expiresAt });
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user, or every one but the session with `keepTokenHash`. */
    async deleteAllOfUser(userId: string, tx: Db = db, keepTokenHash?: string): Promise<void> {
      await tx
        .delete(sessions)
        .where(
          and(eq(sessions.userId, userId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
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

    /** Once a password is reset, the user's other outstanding links stop working too. */
    async voidResetTokensOfUser(userId: string, tx: Db): Promise<void> {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
