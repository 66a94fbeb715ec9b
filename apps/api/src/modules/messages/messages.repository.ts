import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Message } from '@kinetic/contracts/messages';
import type { Db } from '../../db/client.ts';
import { messages, users, workouts } from '../../db/schema.ts';

/** A message claimed by the unread-message mail, with what its mail needs. */
export interface UnmailedMessage {
  id: string;
  clientId: string;
  trainerId: string;
  body: string;
  createdAt: Date;
  recipientId: string;
  recipientEmail: string;
  /** Whether the recipient can still act on it: active, and still in this conversation. */
  reachable: boolean;
  senderName: string;
}

/** One conversation: a client and a trainer. */
export interface Thread {
  clientId: string;
  trainerId: string;
}

export const toMessage = (row: typeof messages.$inferSelect): Message => ({
  id: row.id,
  senderId: row.senderId,
  body: row.body,
  workoutId: row.workoutId,
  workoutName: row.workoutId ? row.workoutName : null,
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
      values: Thread & {
        senderId: string;
        body: string;
        workoutId: string | null;
        workoutName: string | null;
      },
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

    /**
     * Claims up to `limit` messages unread for at least `afterSeconds` and not yet mailed about,
     * marking them mailed in the same statement. Rows another process is claiming (or that are
     * being marked read) are skipped, so several processes never claim the same message.
     */
    async claimUnmailed(afterSeconds: number, limit: number): Promise<UnmailedMessage[]> {
      const result: unknown = await db.execute(sql`
        with claimed as (
          update ${messages} set mailed_at = now()
          where id in (
            select id from ${messages}
            where read_at is null and mailed_at is null
              and created_at <= now() - ${afterSeconds}::int * interval '1 second'
            order by created_at
            limit ${limit}
            for update skip locked
          )
          returning id, client_id, trainer_id, sender_id, body, created_at
        )
        select c.id, c.client_id, c.trainer_id, c.body, c.created_at,
          r.id as recipient_id, r.email as recipient_email,
          r.is_active and cl.trainer_id is not distinct from c.trainer_id as reachable,
          s.first_name || ' ' || s.last_name as sender_name
        from claimed c
        join ${users} s on s.id = c.sender_id
        join ${users} r on r.id = case when c.sender_id = c.client_id then c.trainer_id else c.client_id end
        join ${users} cl on cl.id = c.client_id
        order by c.created_at, c.id`);
      return (
        result as {
          rows: {
            id: string;
            client_id: string;
            trainer_id: string;
            body: string;
            created_at: string | Date;
            recipient_id: string;
            recipient_email: string;
            reachable: boolean;
            sender_name: string;
          }[];
        }
      ).rows.map((r) => ({
        id: r.id,
        clientId: r.client_id,
        trainerId: r.trainer_id,
        body: r.body,
        createdAt: new Date(r.created_at),
        recipientId: r.recipient_id,
        recipientEmail: r.recipient_email,
        reachable: r.reachable,
        senderName: r.sender_name,
      }));
    },

    /** Gives claimed messages back (their mail could not be sent), for the next run to try again. */
    async unclaim(ids: string[]): Promise<void> {
      if (!ids.length) return;
      await db.update(messages).set({ mailedAt: null }).where(inArray(messages.id, ids));
    },

    /** The workout's name, if it is the client's. */
    async workoutNameOf(clientId: string, workoutId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: workouts.name })
        .from(workouts)
        .where(and(eq(workouts.id, workoutId), eq(workouts.assignedTo, clientId)));
      return row?.name;
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
