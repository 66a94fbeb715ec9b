import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  bigserial,
  date,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, emptyText, instant, ownedBy, textList, updatedAt, uuidPrimaryKey } from './columns.ts';
import { programAssignments } from './programs.ts';

// Workouts and the sets performed in them.

/**
 * A workout is read and written whole: its blocks, exercises and set rows (targets and actuals) are
 * one JSONB document (`plan`). See docs/decisions/0003-workout-document.md.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: uuidPrimaryKey(),
    assignedTo: ownedBy('assigned_to', () => users.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: emptyText('description'),
    status: text('status').notNull().default('SCHEDULED'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    completedDate: instant('completed_date'),
    estimatedDuration: integer('estimated_duration'),
    tags: textList('tags'),
    plan: jsonb('plan').notNull(),
    /**
     * The client's notes on the exercises (a JSON array of strings, null when there are none), kept
     * by the database from the plan: the trainer's signal searches them for pain without reading
     * whole plans.
     */
    clientNotes: jsonb('client_notes').generatedAlwaysAs(
      sql`nullif(jsonb_path_query_array(plan, '$[*].exercises[*].notes ? (@.type() == "string" && @ != "")'), '[]'::jsonb)`,
    ),
    /**
     * What the client said hurt when they completed it (a body area, in their words) and how much,
     * 0 to 10; both null when nothing hurt.
     */
    painArea: text('pain_area'),
    painLevel: smallint('pain_level'),
    /** The program assignment that scheduled it, if one did. */
    programAssignmentId: uuid('program_assignment_id').references(() => programAssignments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workouts_assigned_to_idx').on(t.assignedTo, t.scheduledDate),
    index('workouts_created_by_idx').on(t.createdBy),
    index('workouts_program_assignment_idx').on(t.programAssignmentId),
    index('workouts_client_notes_idx')
      .on(t.assignedTo, t.updatedAt)
      .where(sql`client_notes is not null`),
    // The pains a client reported, newest first, for the trainer's signal.
    index('workouts_pain_idx')
      .on(t.assignedTo, t.updatedAt)
      .where(sql`pain_level is not null`),
    // A client's last completion (the trainer's signal of inactivity) in one probe, however long
    // their history.
    index('workouts_last_completed_idx')
      .on(t.assignedTo, t.completedDate)
      .where(sql`status = 'COMPLETED'`),
  ],
);

/** Append-only record of performed sets, written when a workout is completed: history and statistics. */
export const performedSets = pgTable(
  'performed_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workoutId: ownedBy('workout_id', () => workouts.id),
    clientId: ownedBy('client_id', () => users.id),
    exerciseId: uuid('exercise_id').notNull(),
    setRowId: uuid('set_row_id').notNull(),
    performedAt: instant('performed_at').notNull(),
    reps: integer('reps'),
    weight: text('weight'),
    weightUnit: text('weight_unit'),
    duration: text('duration'),
    tempo: text('tempo'),
  },
  (t) => [
    // A client's history of one exercise in order; its last row (a workout's previous performance) is
    // one probe from the end.
    index('performed_sets_client_exercise_idx').on(t.clientId, t.exerciseId, t.performedAt, t.id),
    // One workout's sets: the records it set, and the cascade when a workout is deleted (without it,
    // deleting any workout read every performed set).
    index('performed_sets_workout_idx').on(t.workoutId),
  ],
);

/**
 * A write counter per person for what their calendar shows: raised, in the writer's transaction, by
 * triggers on every write to the workouts assigned to them (for a client) or to their clients (for a
 * trainer), and on every change of a client's name, role or trainer (see the migrations that create
 * and shard it). The API keeps built calendar answers under it. No foreign key: the triggers fire
 * while an erased account's workouts are deleted, and they only raise counters of people who still
 * exist.
 *
 * A person's counter is the sum of their rows, one per `shard` a writer raised: each database
 * connection raises its own shard, so that writers for the same people (a client completing
 * workouts, their trainer's other clients) do not queue on one row until each commits. The sum still
 * names one state: snapshots see ever more committed raises, and each raise adds 1.
 */
export const calendarVersions = pgTable(
  'calendar_versions',
  {
    ownerId: uuid('owner_id').notNull(),
    shard: smallint('shard').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.shard] })],
);
