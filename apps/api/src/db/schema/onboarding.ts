import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, ownedBy, uuidPrimaryKey } from './columns.ts';

// What a client answers when they join.

/**
 * Intake answers, one row per submitted form; sending a form again adds a new version, and the
 * newest version of each form is the current answer.
 */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    id: uuidPrimaryKey(),
    userId: ownedBy('user_id', () => users.id),
    form: text('form').notNull(),
    version: integer('version').notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('onboarding_answers_user_form_version_key').on(t.userId, t.form, t.version)],
);
