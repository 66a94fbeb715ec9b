import { doublePrecision, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { libraryExercises } from './libraries.ts';
import { ownedBy, updatedAt } from './columns.ts';

/**
 * The training max a trainer sets for a client and a library exercise: what a percentage
 * prescription takes its load from, before the estimate of the client's records (decision 0044).
 */
export const trainingMaxes = pgTable(
  'training_maxes',
  {
    clientId: ownedBy('client_id', () => users.id),
    exerciseId: ownedBy('exercise_id', () => libraryExercises.id),
    weight: doublePrecision('weight').notNull(),
    /** 'kg' or 'lbs', as the trainer entered it. */
    weightUnit: text('weight_unit').notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.exerciseId] })],
);
