import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@kinetic/contracts/common';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import type { Db } from '../../db/client.ts';
import { deleteOwned } from '../../db/delete-owned.ts';
import { progressEntries } from '../../db/schema.ts';
import { takeClientTurn } from '../../domain/client-turn.ts';

export const toEntry = (row: typeof progressEntries.$inferSelect): ProgressEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createProgressRepository(db: Db) {
  return {
    /** A page of a client's entries, newest first, and how many they have. */
    async listOf(
      clientId: string,
      { limit, offset }: PageQuery,
    ): Promise<{ progress: ProgressEntry[]; total: number }> {
      const where = eq(progressEntries.clientId, clientId);
      const [rows, [all]] = await Promise.all([
        db
          .select()
          .from(progressEntries)
          .where(where)
          .orderBy(desc(progressEntries.date), desc(progressEntries.createdAt), desc(progressEntries.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(progressEntries).where(where),
      ]);
      return { progress: rows.map(toEntry), total: all?.n ?? 0 };
    },

    /**
     * Adds the entry unless its client already has `max` entries (answers undefined then). Inserts
     * for one client take turns (a lock on their row), so that two at once cannot both pass the count.
     * `on`: a transaction to run in (the one that keeps an Idempotency-Key).
     */
    async insertWithin(
      max: number,
      values: typeof progressEntries.$inferInsert,
      on: Db = db,
    ): Promise<ProgressEntry | undefined> {
      return on.transaction(async (tx) => {
        await takeClientTurn(tx, values.clientId);
        const [held] = await tx
          .select({ n: count() })
          .from(progressEntries)
          .where(eq(progressEntries.clientId, values.clientId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(progressEntries).values(values).returning();
        return toEntry(row!);
      });
    },

    async deleteOwn(clientId: string, id: string): Promise<boolean> {
      return deleteOwned(db, progressEntries, progressEntries.clientId, clientId, id);
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
