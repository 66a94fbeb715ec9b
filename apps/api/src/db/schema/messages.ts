import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant, ownedBy, uuidPrimaryKey } from './columns.ts';
import { workouts } from './workouts.ts';

/**
 * The conversation between a client and a trainer: one per pair, so a client's messages with an
 * earlier trainer stay theirs but are not shown to the next one. Erasing either person erases it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    trainerId: ownedBy('trainer_id', () => users.id),
    senderId: ownedBy('sender_id', () => users.id),
    body: text('body').notNull(),
    workoutId: uuid('workout_id').references(() => workouts.id, { onDelete: 'set null' }),
    /** The name of the workout it is about, as it was when sent: the message names it. */
    workoutName: text('workout_name'),
    createdAt: createdAt(),
    readAt: instant('read_at'),
    /** When the recipient was mailed about it, still unread (once, by the unread-message mail). */
    mailedAt: instant('mailed_at'),
  },
  (t) => [
    index('messages_thread_idx').on(t.clientId, t.trainerId, t.createdAt.desc(), t.id.desc()),
    index('messages_workout_idx').on(t.workoutId),
    // The unread-message mail looks for these only: few at any time.
    index('messages_unmailed_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.mailedAt} is null`),
  ],
);
