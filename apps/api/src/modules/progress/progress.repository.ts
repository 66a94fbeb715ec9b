import { and, desc, eq } from 'drizzle-orm';
import type { ProgressEntry } from '@kinetic/contracts/progress';
import type { Db } from '../../db/client.ts';
import { progressEntries } from '../../db/schema.ts';

export const toEntry = (row: typeof progressEntries.$inferSelect): ProgressEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export function createProgressRepository(db: Db) {
  return {
    async listOf(clientId: string): Promise<ProgressEntry[]> {
      const rows = await db
        .select()
        .from(progressEntries)
        .where(eq(progressEntries.clientId, clientId))
        .orderBy(desc(progressEntries.date), desc(progressEntries.createdAt));
      return rows.map(toEntry);
    },
    async insert(values: typeof progressEntries.$inferInsert): Promise<ProgressEntry> {
      const [row] = await db.insert(progressEntries).values(values).returning();
      return toEntry(row!);
    },
    async deleteOwn(clientId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(progressEntries)
        .where(and(eq(progressEntries.id, id), eq(progressEntries.clientId, clientId)))
        .returning({ id: progressEntries.id });
      return rows.length > 0;
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
