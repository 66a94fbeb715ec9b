import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, instant, ownedBy, uuidPrimaryKey } from './columns.ts';

/**
 * What a person is told about (a completed workout, a new one, a message, a new trainer): written in
 * the transaction of what it tells, so the list is whole even when live delivery failed.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    /**
     * The person the notification names (a client who completed, a new trainer): erasing them
     * erases what names them.
     */
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: emptyText('body'),
    link: emptyText('link'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
