import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Message } from '@kinetic/contracts/messages';
import type { Db } from '../../db/client.ts';
import { messages, workouts } from '../../db/schema.ts';

/** One conversation: a client and a trainer. */
export interface Thread {
  clientId: string;
  trainerId: string;
}

const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  body: row.body,
  workoutId: row.workoutId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const inThread = (thread: Thread) =>
  and(eq(messages.clientId, thread.clientId), eq(messages.trainerId, thread.trainerId));

export function createMessagesRepository(db: Db) {
  return {
    /** A page of the conversation, newest first. */
    async list(
      thread: Thread,
      query: { before?: string | undefined; workoutId?: string | undefined; limit: number },
    ): Promise<Message[]> {
      const rows = await db
        .select()
        .from(messages)
        .where(
          and(
            inThread(thread),
            query.before ? lt(messages.createdAt, new Date(query.before)) : undefined,
            query.workoutId ? eq(messages.workoutId, query.workoutId) : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(query.limit);
      return rows.map(toMessage);
    },

    /** The other person's messages in the conversation are read by `readerId` now. */
    async markRead(thread: Thread, readerId: string): Promise<void> {
      await db
        .update(messages)
        .set({ readAt: sql`now()` })
        .where(and(inThread(thread), ne(messages.senderId, readerId), isNull(messages.readAt)));
    },

    async insert(
      values: Thread & { senderId: string; body: string; workoutId: string | null },
      tx: Db = db,
    ): Promise<Message> {
      const [row] = await tx.insert(messages).values(values).returning();
      return toMessage(row!);
    },

    /** A message of a conversation `userId` is in. */
    async findFor(userId: string, id: string): Promise<Message | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, id), or(eq(messages.clientId, userId), eq(messages.trainerId, userId))));
      return row && toMessage(row);
    },

    /** Whether the workout is the client's. */
    async isWorkoutOf(clientId: string, workoutId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.id, workoutId), eq(workouts.assignedTo, clientId)));
      return Boolean(row);
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
