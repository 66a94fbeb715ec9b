import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, instant, ownedBy, updatedAt, uuidPrimaryKey } from './columns.ts';

// Habits a trainer gives a client, and the days the client ticks them done (decision 0038).

/** A habit: daily, or weekly with a number of days per week; archived ones keep their ticks. */
export const habits = pgTable(
  'habits',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** 'daily' or 'weekly'. */
    frequency: text('frequency').notNull(),
    /** The weekly goal (1-7); null for a daily habit. */
    daysPerWeek: integer('days_per_week'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the trainer removed it: the client no longer sees it. */
    archivedAt: instant('archived_at'),
  },
  (t) => [index('habits_client_idx').on(t.clientId, t.archivedAt, t.createdAt)],
);

/** One day a habit was done, in the client's calendar: one row per habit and day. */
export const habitTicks = pgTable(
  'habit_ticks',
  {
    habitId: ownedBy('habit_id', () => habits.id),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.habitId, t.date] })],
);
