import {
  boolean,
  index,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { libraryFoods } from './libraries.ts';
import { createdAt, emptyText, instant, ownedBy, updatedAt, uuidPrimaryKey } from './columns.ts';

// Meals, progress entries, body data and nutrition targets.

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

/** A person's body data from their profile (stored in cm and kg): the energy formula's inputs. */
export const bodyProfiles = pgTable('body_profiles', {
  userId: ownedBy('user_id', () => users.id).primaryKey(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** 'female' or 'male': only what the energy formula asks. */
  sex: text('sex'),
  heightCm: doublePrecision('height_cm'),
  weightKg: doublePrecision('weight_kg'),
  updatedAt: updatedAt(),
});

/**
 * A client's nutrition targets, set by their trainer: `day` every day, or only on training days
 * when the rest-day columns are set (all of them or none). Energy in kcal, the rest in grams.
 */
export const nutritionTargets = pgTable('nutrition_targets', {
  clientId: ownedBy('client_id', () => users.id).primaryKey(),
  kcal: integer('kcal').notNull(),
  protein: doublePrecision('protein').notNull(),
  carbs: doublePrecision('carbs').notNull(),
  fat: doublePrecision('fat').notNull(),
  fiber: doublePrecision('fiber'),
  restKcal: integer('rest_kcal'),
  restProtein: doublePrecision('rest_protein'),
  restCarbs: doublePrecision('rest_carbs'),
  restFat: doublePrecision('rest_fat'),
  restFiber: doublePrecision('rest_fiber'),
  goalRateKgPerWeek: doublePrecision('goal_rate_kg_per_week'),
  setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Every change of a client's targets (who, when, the values set), the latest TARGET_HISTORY_MAX. */
export const nutritionTargetChanges = pgTable(
  'nutrition_target_changes',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The targets as set: the contract's targetsInput, after validation. */
    targets: jsonb('targets').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('nutrition_target_changes_client_idx').on(t.clientId, t.createdAt)],
);

/**
 * A food of a person's own (decision 0040), nutrients per 100 g; a trainer's may be shared with
 * their current clients. Deleting the person deletes their foods.
 */
export const customFoods = pgTable(
  'custom_foods',
  {
    id: uuidPrimaryKey(),
    ownerId: ownedBy('owner_id', () => users.id),
    name: text('name').notNull(),
    brand: emptyText('brand'),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    totalCarbs: doublePrecision('total_carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    fiber: doublePrecision('fiber'),
    sugar: doublePrecision('sugar'),
    sodium: doublePrecision('sodium'),
    servingGrams: doublePrecision('serving_grams'),
    portions: jsonb('portions').$type<{ label: string; grams: number }[]>().notNull().default([]),
    sharedWithClients: boolean('shared_with_clients').notNull().default(false),
    /** Lower-cased name and brand, what the search matches (as the library's search text). */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('custom_foods_owner_idx').on(t.ownerId, t.name)],
);

/**
 * An entry of a client's food diary (decision 0034): a food with its amount, or a quick entry. The
 * name and nutrients are a snapshot taken when it is logged, so that a later change of the food
 * does not rewrite what the client ate. A food with a weight is kept in grams, else in servings.
 */
export const foodDiaryEntries = pgTable(
  'food_diary_entries',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    /** The client's calendar day. */
    date: date('date', { mode: 'string' }).notNull(),
    mealType: text('meal_type').notNull(),
    foodId: uuid('food_id').references(() => libraryFoods.id, { onDelete: 'set null' }),
    /** The custom food it was logged from (its values stay in the entry when it is deleted). */
    customFoodId: uuid('custom_food_id').references(() => customFoods.id, { onDelete: 'set null' }),
    /** The planned meal this entry was logged from, if any. */
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    grams: doublePrecision('grams'),
    servings: doublePrecision('servings'),
    /** How the amount was entered, in words ('2 x 1 large (100 g)'); '' for a quick entry. */
    amount: emptyText('amount'),
    kcal: doublePrecision('kcal').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    fiber: doublePrecision('fiber'),
    createdAt: createdAt(),
  },
  (t) => [
    index('food_diary_entries_client_date_idx').on(t.clientId, t.date),
    index('food_diary_entries_client_food_idx').on(t.clientId, t.foodId),
    index('food_diary_entries_meal_idx').on(t.mealId),
    index('food_diary_entries_client_custom_food_idx').on(t.clientId, t.customFoodId),
  ],
);

/**
 * A weekly adjustment of a client's calories (decision 0036), one per ISO week in the client's time
 * zone: made pending from the body weight trend, then approved (as proposed or edited) or dismissed
 * by the trainer. The latest ADJUSTMENT_HISTORY_MAX are kept.
 */
export const nutritionAdjustments = pgTable(
  'nutrition_adjustments',
  {
    id: uuidPrimaryKey(),
    clientId: ownedBy('client_id', () => users.id),
    /** '2026-W48'. */
    week: text('week').notNull(),
    /** pending, approved, edited or dismissed. */
    status: text('status').notNull().default('pending'),
    reasoning: text('reasoning').notNull(),
    /** The weekly averages read: the contract's weekAverage list. */
    weeks: jsonb('weeks').notNull(),
    rateKgPerWeek: doublePrecision('rate_kg_per_week').notNull(),
    goalRateKgPerWeek: doublePrecision('goal_rate_kg_per_week').notNull(),
    kcalChange: integer('kcal_change').notNull(),
    /** The targets when proposed, the proposed ones and what was applied (targetsInput, validated). */
    current: jsonb('current').notNull(),
    proposed: jsonb('proposed').notNull(),
    applied: jsonb('applied'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('nutrition_adjustments_client_week_key').on(t.clientId, t.week)],
);
