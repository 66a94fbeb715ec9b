import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkIns, users } from '../../db/schema.ts';
import { reachingTrainer } from '../../domain/trainer-reach.ts';

export type CheckInRow = typeof checkIns.$inferSelect;

/** A check-in with its client's name and the trainer who reaches the client now (null: none). */
export interface CheckInForReview {
  row: CheckInRow;
  client: { id: string; firstName: string; lastName: string };
  reachedBy: string | null;
}

/** The check-ins a review reads and writes. */
export function createCheckInReviewRepository(db: Db) {
  const withClient = (on: Db) =>
    on
      .select({
        row: checkIns,
        client: { id: users.id, firstName: users.firstName, lastName: users.lastName },
        reachedBy: reachingTrainer(),
      })
      .from(checkIns)
      .innerJoin(users, eq(users.id, checkIns.clientId));

  return {
    /** The check-in, whoever's it is (the service decides who may see it). */
    async find(id: string): Promise<CheckInForReview | undefined> {
      const [found] = await withClient(db).where(eq(checkIns.id, id));
      return found;
    },

    /** The client's check-in sent before the one due on `dueDate`, if any. */
    async previous(clientId: string, dueDate: string): Promise<CheckInRow | undefined> {
      const [row] = await db
        .select()
        .from(checkIns)
        .where(
          and(
            eq(checkIns.clientId, clientId),
            lt(checkIns.dueDate, dueDate),
            inArray(checkIns.status, ['submitted', 'reviewed']),
          ),
        )
        .orderBy(desc(checkIns.dueDate))
        .limit(1);
      return row;
    },

    /** The check-in, locked until the transaction ends: two reviews at once take turns. */
    async lock(id: string, tx: Db): Promise<CheckInForReview | undefined> {
      const [found] = await withClient(tx).where(eq(checkIns.id, id)).for('update', { of: checkIns });
      return found;
    },

    async markReviewed(
      id: string,
      review: { reviewedBy: string; replyMessageId: string | null },
      tx: Db,
    ): Promise<CheckInRow> {
      const [row] = await tx
        .update(checkIns)
        .set({ status: 'reviewed', reviewedAt: sql`now()`, ...review, updatedAt: sql`now()` })
        .where(eq(checkIns.id, id))
        .returning();
      return row!;
    },
  };
}

export type CheckInReviewRepository = ReturnType<typeof createCheckInReviewRepository>;
