import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, instant, ownedBy, textList, updatedAt, uuidPrimaryKey } from './columns.ts';

// Templates (workout plans with no client and no date) and programs (weeks of templates).

/** A workout plan to schedule again: `shared` ones every trainer may use; the owner alone edits. */
export const workoutTemplates = pgTable(
  'workout_templates',
  {
    id: uuidPrimaryKey(),
    createdBy: ownedBy('created_by', () => users.id),
    name: text('name').notNull(),
    description: emptyText('description'),
    estimatedDuration: integer('estimated_duration'),
    tags: textList('tags'),
    plan: jsonb('plan').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workout_templates_created_by_idx').on(t.createdBy),
    index('workout_templates_shared_idx').on(t.shared),
  ],
);

/** A trainer's program: `weeks` weeks, its days in program_days. */
export const programs = pgTable(
  'programs',
  {
    id: uuidPrimaryKey(),
    createdBy: ownedBy('created_by', () => users.id),
    name: text('name').notNull(),
    description: emptyText('description'),
    weeks: integer('weeks').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('programs_created_by_idx').on(t.createdBy)],
);

/**
 * One template on one day of a program. A template in use cannot be deleted from under a program
 * silently: deleting it takes its days out of the programs that use it.
 */
export const programDays = pgTable(
  'program_days',
  {
    programId: ownedBy('program_id', () => programs.id),
    week: integer('week').notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    templateId: ownedBy('template_id', () => workoutTemplates.id),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.week, t.dayOfWeek] }),
    index('program_days_template_idx').on(t.templateId),
  ],
);

/**
 * A program assigned to a client from a start date. The name and length are kept as assigned, so the
 * client's page still lists it after the program is changed or deleted.
 */
export const programAssignments = pgTable(
  'program_assignments',
  {
    id: uuidPrimaryKey(),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    clientId: ownedBy('client_id', () => users.id),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    programName: text('program_name').notNull(),
    weeks: integer('weeks').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    /** When the coach ended it (its future workouts then deleted); null while it runs. */
    endedAt: instant('ended_at'),
  },
  (t) => [index('program_assignments_client_idx').on(t.clientId, t.startDate)],
);
