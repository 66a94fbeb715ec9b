import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  CheckInAlert,
  CheckInAnswers,
  CheckInBlocks,
  CheckInQuestion,
} from '@kinetic/contracts/check-ins';
import { users } from './accounts.ts';
import { createdAt, instant, ownedBy, updatedAt, uuidPrimaryKey } from './columns.ts';
import { messages } from './messages.ts';

// Weekly check-in forms (decision 0041): the trainer's templates, the one a client is given with
// its weekday, and the client's check-in of each due week.

/** A trainer's check-in form: its questions (with their alert rules) and the standard blocks. */
export const checkInTemplates = pgTable(
  'check_in_templates',
  {
    id: uuidPrimaryKey(),
    trainerId: ownedBy('trainer_id', () => users.id),
    name: text('name').notNull(),
    questions: jsonb('questions').$type<CheckInQuestion[]>().notNull().default([]),
    blocks: jsonb('blocks').$type<CheckInBlocks>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('check_in_templates_trainer_idx').on(t.trainerId, t.createdAt)],
);

/** The template a client fills each week, due on a weekday of the client's time zone. */
export const checkInAssignments = pgTable(
  'check_in_assignments',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    templateId: ownedBy('template_id', () => checkInTemplates.id),
    /** 0 (Sunday) to 6 (Saturday), in the client's time zone. */
    weekday: integer('weekday').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One active assignment per client; ended ones stay for the record.
    uniqueIndex('check_in_assignments_active_client')
      .on(t.clientId)
      .where(sql`${t.active}`),
    index('check_in_assignments_template_idx').on(t.templateId),
  ],
);

/**
 * A client's check-in of one due week: the form as it was (the snapshot), the answers keyed by
 * question id, the progress entries and photos it brought, and the review (filled by the review queue).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    /** The trainer who gave the form; the review queue is theirs. */
    trainerId: uuid('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    templateId: uuid('template_id').references(() => checkInTemplates.id, { onDelete: 'set null' }),
    templateName: text('template_name').notNull(),
    questions: jsonb('questions').$type<CheckInQuestion[]>().notNull(),
    blocks: jsonb('blocks').$type<CheckInBlocks>().notNull(),
    /** The due day, in the client's calendar; one check-in per client and due day. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** 'due', 'submitted' or 'reviewed' (CHECK_IN_STATUSES); missed is computed. */
    status: text('status').notNull().default('due'),
    answers: jsonb('answers').$type<CheckInAnswers>().notNull().default({}),
    /** The answers that hit their question's alert rule, computed at submission. */
    alerts: jsonb('alerts').$type<CheckInAlert[]>().notNull().default([]),
    progressEntryIds: uuid('progress_entry_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    submittedAt: instant('submitted_at'),
    /** Submitted after its due day (in the client's time zone then). */
    late: boolean('late').notNull().default(false),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    replyMessageId: uuid('reply_message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** When the due-day notification and the evening mail went out (each once per check-in). */
    notifiedAt: instant('notified_at'),
    mailedAt: instant('mailed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('check_ins_client_due').on(t.clientId, t.dueDate),
    index('check_ins_trainer_status_idx').on(t.trainerId, t.status, t.submittedAt),
  ],
);
