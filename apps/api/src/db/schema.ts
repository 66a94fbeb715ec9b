import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  bigint,
  bigserial,
  date,
  doublePrecision,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased: emails are compared case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    roles: text('roles').array().notNull(),
    trainerId: uuid('trainer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Two-step sign-in is on: signing in also needs a code from the authenticator app. */
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    /**
     * The TOTP secret, encrypted (lib/secret-box.ts); set at setup, in use once `mfaEnabled`. Null
     * when two-step sign-in was never set up or was turned off.
     */
    mfaSecret: text('mfa_secret'),
    /** The 30-second step of the last code accepted: a code is good once. */
    mfaLastStep: bigint('mfa_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_trainer_id_idx').on(t.trainerId),
  ],
);

/**
 * One row per signed-in session; only the SHA-256 of the bearer token is kept. A session lives
 * until `expires_at` (its absolute end) and while it was used within `idle_seconds`; `last_used_at`
 * is refreshed at most once a minute (decision 0008).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    idleSeconds: integer('idle_seconds').notNull().default(604800),
    /** The browser's User-Agent at sign-in (cut to 512 characters), to name the device. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/** Password reset links: hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_id_idx').on(t.userId),
  ],
);

/** One-use recovery codes for two-step sign-in, stored as SHA-256 (each has 80 random bits). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The half-done sign-in of a user with two-step sign-in on: the right password gave this token
 * (stored hashed, 5 minutes, one use); a code turns it into a session.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The User-Agent of the sign-in, for the session it becomes. */
    userAgent: text('user_agent').notNull().default(''),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_token_hash_key').on(t.tokenHash),
    index('sign_in_challenges_user_id_idx').on(t.userId),
  ],
);

/**
 * Intake answers, one row per submitted form; sending a form again adds a new version, and the
 * newest version of each form is the current answer.
 */
export const onboardingAnswers = pgTable(
  'onboarding_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    form: text('form').notNull(),
    version: integer('version').notNull(),
    answers: jsonb('answers').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('onboarding_answers_user_form_version_key').on(t.userId, t.form, t.version)],
);

/**
 * Who read or wrote whose health data, when, and whether it was allowed. Never the data itself, and
 * people only by id (no foreign key: the rows outlive an erased account, naming no one). Append-only:
 * a trigger (migration 0004) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    /** What happened, in words: which fields changed, how someone signed in. Never values of health data or secrets. */
    detail: text('detail').notNull().default(''),
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
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

const libraryColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default(''),
  approved: boolean('approved').notNull().default(false),
  /** Lower-cased text of the searchable fields, maintained on write, indexed by trigrams. */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const libraryExercises = pgTable(
  'library_exercises',
  {
    ...libraryColumns(),
    difficulty: text('difficulty').notNull(),
    musclesWorked: text('muscles_worked')
      .array()
      .notNull()
      .default(sql`'{}'`),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'`),
    videoUrl: text('video_url').notNull().default(''),
    estimatedDuration: integer('estimated_duration'),
    caloriesBurned: integer('calories_burned'),
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [
    uniqueIndex('library_exercises_name_key').on(sql`lower(${t.name})`),
    index('library_exercises_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const libraryEquipment = pgTable(
  'library_equipment',
  {
    ...libraryColumns(),
    location: text('location').notNull().default(''),
    brand: text('brand').notNull().default(''),
    modelName: text('model_name').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [
    uniqueIndex('library_equipment_name_key').on(sql`lower(${t.name})`),
    index('library_equipment_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const libraryFoods = pgTable(
  'library_foods',
  {
    ...libraryColumns(),
    brand: text('brand').notNull().default(''),
    servingSize: doublePrecision('serving_size').notNull(),
    servingMeasure: text('serving_measure').notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    fat: doublePrecision('fat').notNull(),
    totalCarbs: doublePrecision('total_carbs').notNull(),
    isVegan: boolean('is_vegan').notNull().default(false),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isGlutenFree: boolean('is_gluten_free').notNull().default(false),
    isDairyFree: boolean('is_dairy_free').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
  },
  (t) => [
    uniqueIndex('library_foods_name_key').on(sql`lower(${t.name})`),
    index('library_foods_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const setTypes = pgTable(
  'set_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('set_types_name_key').on(sql`lower(${t.name})`)],
);

/**
 * A workout is read and written whole: its blocks, exercises and set rows (targets and actuals) are
 * one JSONB document (`plan`). See docs/decisions/0003-workout-document.md.
 */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignedTo: uuid('assigned_to')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('SCHEDULED'),
    scheduledDate: date('scheduled_date', { mode: 'string' }),
    completedDate: timestamp('completed_date', { withTimezone: true, mode: 'date' }),
    estimatedDuration: integer('estimated_duration'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    plan: jsonb('plan').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('workouts_assigned_to_idx').on(t.assignedTo, t.scheduledDate),
    index('workouts_created_by_idx').on(t.createdBy),
  ],
);

/** Append-only record of performed sets, written when a workout is completed: history and statistics. */
export const performedSets = pgTable(
  'performed_sets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workoutId: uuid('workout_id')
      .notNull()
      .references(() => workouts.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id').notNull(),
    setRowId: uuid('set_row_id').notNull(),
    performedAt: timestamp('performed_at', { withTimezone: true, mode: 'date' }).notNull(),
    reps: integer('reps'),
    weight: text('weight'),
    weightUnit: text('weight_unit'),
    duration: text('duration'),
    tempo: text('tempo'),
  },
  (t) => [index('performed_sets_client_exercise_idx').on(t.clientId, t.exerciseId, t.performedAt)],
);

/** A meal planned by a trainer or logged by the client; items and totals computed from the food library. */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plannedBy: uuid('planned_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mealType: text('meal_type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    items: jsonb('items').notNull(),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    fat: doublePrecision('fat').notNull(),
    totalCarbs: doublePrecision('total_carbs').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('meals_client_date_idx').on(t.clientId, t.date)],
);

export const progressEntries = pgTable(
  'progress_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('progress_entries_client_idx').on(t.clientId, t.type, t.date)],
);
