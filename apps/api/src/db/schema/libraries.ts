import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  doublePrecision,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

// The exercise, equipment and food libraries, and the set types.

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
