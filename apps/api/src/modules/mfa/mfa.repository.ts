import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mfaRecoveryCodes, signInChallenges, users } from '../../db/schema.ts';

/** Two-step sign-in state: the (sealed) secret, the recovery codes, and half-done sign-ins. */
export function createMfaRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({
          enabled: users.mfaEnabled,
          secret: users.mfaSecret,
          email: users.email,
          isActive: users.isActive,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Stores a new secret waiting for its first code; never replaces one in use. */
    async setPendingSecret(userId: string, sealed: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mfaSecret: sealed, mfaLastStep: null })
        .where(and(eq(users.id, userId), eq(users.mfaEnabled, false)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Turns it on with the secret `sealed` (still the pending one) and new recovery codes. */
    async enable(
      userId: string,
      sealed: string,
      step: number,
      codeHashes: string[],
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ mfaEnabled: true, mfaLastStep: step })
        .where(and(eq(users.id, userId), eq(users.mfaEnabled, false), eq(users.mfaSecret, sealed)))
        .returning({ id: users.id });
      if (!rows.length) return false;
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      return true;
    },

    async disable(userId: string, tx: Db): Promise<void> {
      await tx
        .update(users)
        .set({ mfaEnabled: false, mfaSecret: null, mfaLastStep: null })
        .where(eq(users.id, userId));
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    },

    /** Turns it off if it is on; answers whether it was on. */
    async disableIfOn(userId: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(users)
        .set({ mfaEnabled: false, mfaSecret: null, mfaLastStep: null })
        .where(and(eq(users.id, userId), eq(users.mfaEnabled, true)))
        .returning({ id: users.id });
      if (!rows.length) return false;
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
      return true;
    },

    /** Takes a time step for the user if no later or equal one was used: each code works once. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ mfaLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            eq(users.mfaEnabled, true),
            or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Uses up a recovery code; answers how many are left, or undefined when it was not one. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<number | undefined> {
      const used = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      if (!used.length) return undefined;
      const [left] = await db
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return left?.n ?? 0;
    },

    async createChallenge(userId: string, tokenHash: string, userAgent: string, expiresAt: Date) {
      await db
        .insert(signInChallenges)
        .values({ userId, tokenHash, userAgent: userAgent.slice(0, 512), expiresAt });
    },

    /** A current, unused challenge of an active user with two-step sign-in on. */
    async findChallenge(tokenHash: string) {
      const [row] = await db
        .select({
          id: signInChallenges.id,
          userId: signInChallenges.userId,
          userAgent: signInChallenges.userAgent,
        })
        .from(signInChallenges)
        .innerJoin(users, eq(users.id, signInChallenges.userId))
        .where(
          and(
            eq(signInChallenges.tokenHash, tokenHash),
            isNull(signInChallenges.usedAt),
            gt(signInChallenges.expiresAt, sql`now()`),
            eq(users.isActive, true),
            eq(users.mfaEnabled, true),
          ),
        );
      return row;
    },

    /**
     * Reserves one of the challenge's `max` tries before a code is checked: one statement, so that
     * of codes sent at once at most `max` get a try. False when the challenge is used up or expired
     * (the password must be given again). A right code consumes the challenge, so its try needs no
     * giving back.
     */
    async reserveChallengeTry(id: string, max: number): Promise<boolean> {
      const rows = await db
        .update(signInChallenges)
        .set({ failures: sql`${signInChallenges.failures} + 1` })
        .where(
          and(
            eq(signInChallenges.id, id),
            isNull(signInChallenges.usedAt),
            lt(signInChallenges.failures, max),
            gt(signInChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: signInChallenges.id });
      return rows.length > 0;
    },

    /** Marks the challenge used; of concurrent uses exactly one gets true. */
    async consumeChallenge(id: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(signInChallenges)
        .set({ usedAt: sql`now()` })
        .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
        .returning({ id: signInChallenges.id });
      return rows.length > 0;
    },
  };
}

export type MfaRepository = ReturnType<typeof createMfaRepository>;
