import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MarkReadInput, Notification, NotificationKind } from '@kinetic/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** A notification to write: to whom, what, and where in the web app they act on it. */
export interface NewNotification {
  userId: string;
  /** Whom it names, if anyone but the recipient: their erasure takes it away. */
  subjectId: string | null;
  kind: NotificationKind;
  title: string;
  body?: string;
  link: string;
}

/**
 * The notifications one person keeps: many months of what happens to anyone in the app, while a
 * flood (someone writing to them all day) cannot grow their list without end. Past it the oldest,
 * read or not, are deleted when a new one is written; `unread` can then be at most this many.
 */
export const NOTIFICATIONS_PER_USER = 500;

export const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export function createNotificationsRepository(db: Db) {
  return {
    /** A page of a person's notifications, newest first, and how many of all of theirs are unread. */
    async listOf(
      userId: string,
      query: { unread: boolean; limit: number; offset: number },
    ): Promise<{ notifications: Notification[]; unread: number }> {
      const unreadOnly = and(eq(notifications.userId, userId), isNull(notifications.readAt));
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(query.unread ? unreadOnly : eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(notifications).where(unreadOnly),
      ]);
      return { notifications: rows.map(toNotification), unread: unread?.n ?? 0 };
    },

    /** One of a person's notifications. */
    async findOf(userId: string, id: string): Promise<Notification | undefined> {
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row && toNotification(row);
    },

    /**
     * Writes notifications (in the caller's transaction, when given); answers them with their ids.
     * Each recipient keeps their NOTIFICATIONS_PER_USER newest.
     */
    async insert(list: NewNotification[], tx: Db = db): Promise<{ userId: string; id: string }[]> {
      if (!list.length) return [];
      const written = await tx
        .insert(notifications)
        .values(list.map((n) => ({ ...n, body: n.body ?? '' })))
        .returning({ userId: notifications.userId, id: notifications.id });
      for (const userId of new Set(list.map((n) => n.userId))) {
        const beyond = tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .offset(NOTIFICATIONS_PER_USER);
        await tx.delete(notifications).where(inArray(notifications.id, beyond));
      }
      return written;
    },

    /** Marks some of a person's notifications read (others' ids are ignored), or all of them. */
    async markRead(userId: string, which: MarkReadInput): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            'ids' in which ? inArray(notifications.id, which.ids) : undefined,
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
