import { boolean, index, date, doublePrecision, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, instant, ownedBy, uuidPrimaryKey } from './columns.ts';

// Meals and progress entries.

/** A meal planned by a trainer or logged by the client; items and totals computed from the food library. */
export const meals = pgTable(
  'meals',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    plannedBy: uuid('planned_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mealType: text('meal_type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: emptyText('notes'),
    items: jsonb('items').notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    fat: doublePrecision('fat').notNull(),
    totalCarbs: doublePrecision('total_carbs').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('meals_client_date_idx').on(t.clientId, t.date)],
);

export const progressEntries = pgTable(
  'progress_entries',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    type: text('type').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    notes: emptyText('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('progress_entries_client_idx').on(t.clientId, t.type, t.date)],
);
