import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { emptyText, instant, updatedAt, uuidPrimaryKey } from './columns.ts';

// What the app records about itself: the audit trail and one-time loads.

/**
 * Who read or wrote whose health data, when, and whether it was allowed. Never the data itself, and
 * people only by id (no foreign key: the rows outlive an erased account, naming no one). Append-only:
 * a trigger (migration 0004) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuidPrimaryKey(),
    at: instant('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    /** What happened, in words: which fields changed, how someone signed in. Never values of health data or secrets. */
    detail: emptyText('detail'),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Marks one-time loads (the starter libraries) so that they run once per database. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
