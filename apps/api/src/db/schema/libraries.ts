import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  doublePrecision,
  pgTable,
  jsonb,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, emptyText, textList, updatedAt, uuidPrimaryKey } from './columns.ts';

// The exercise, equipment and food libraries, and the set types.

const libraryColumns = () => ({
  id: uuidPrimaryKey(),
  name: text('name').notNull(),
  description: emptyText('description'),
  category: emptyText('category'),
  approved: boolean('approved').notNull().default(false),
  /** Lower-cased text of the searchable fields, maintained on write, indexed by trigrams. */
  searchText: emptyText('search_text'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Names are unique whatever their case; the search text is indexed by trigrams. */
const libraryIndexes = (table: string, t: { name: AnyPgColumn; searchText: AnyPgColumn }) => [
  uniqueIndex(`${table}_name_key`).on(sql`lower(${t.name})`),
  index(`${table}_search_idx`).using('gin', sql`${t.searchText} gin_trgm_ops`),
];

export const libraryExercises = pgTable(
  'library_exercises',
  {
    ...libraryColumns(),
    difficulty: text('difficulty').notNull(),
    musclesWorked: textList('muscles_worked'),
    equipment: textList('equipment'),
    videoUrl: emptyText('video_url'),
    estimatedDuration: integer('estimated_duration'),
    caloriesBurned: integer('calories_burned'),
    /** The conditions the exercise is contraindicated for (the conditions vocabulary). */
    contraindications: textList('contraindications'),
    isPublic: boolean('is_public').notNull().default(true),
    /** The muscles the exercise mainly works, and those it works less (the muscle vocabulary). */
    primaryMuscles: textList('primary_muscles'),
    secondaryMuscles: textList('secondary_muscles'),
    /** push, pull or static; compound or isolation (null: not said). */
    force: text('force'),
    mechanic: text('mechanic'),
    /** How to do it, one step per entry. */
    instructions: textList('instructions'),
    /** Keys of the exercise's pictures (start and end position), served as exercise pictures. */
    pictures: textList('pictures'),
  },
  (t) => libraryIndexes('library_exercises', t),
);

export const libraryEquipment = pgTable(
  'library_equipment',
  {
    ...libraryColumns(),
    location: emptyText('location'),
    brand: emptyText('brand'),
    modelName: emptyText('model_name'),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => libraryIndexes('library_equipment', t),
);

export const libraryFoods = pgTable(
  'library_foods',
  {
    ...libraryColumns(),
    brand: emptyText('brand'),
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
    /** Per serving, like the other nutrients; null when unknown. Fiber and sugar in g, sodium in mg. */
    fiber: doublePrecision('fiber'),
    sugar: doublePrecision('sugar'),
    sodium: doublePrecision('sodium'),
    /** Grams in one serving, when known: what logging by grams or by a portion converts with. */
    servingGrams: doublePrecision('serving_grams'),
    /** Household measures with their weight, e.g. {label: '1 cup, sliced', grams: 150}. */
    portions: jsonb('portions').$type<{ label: string; grams: number }[]>().notNull().default([]),
    /** The USDA FoodData Central id of a food taken from USDA; null for others. */
    fdcId: integer('fdc_id').unique(),
    /** Where the values come from, e.g. 'USDA FoodData Central, SR Legacy, FDC 171287'; '' for others. */
    source: emptyText('source'),
    /**
     * How likely the food is what a search means (everyday starter foods high, branded and baby
     * foods low): search ranks by it within a match rank. Set by the starter data only.
     */
    commonness: smallint('commonness').notNull().default(50),
  },
  (t) => libraryIndexes('library_foods', t),
);

export const setTypes = pgTable(
  'set_types',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    description: emptyText('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('set_types_name_key').on(sql`lower(${t.name})`)],
);

/**
 * One counter per library (exercises, equipment, foods), raised by a statement trigger on every
 * write to that library's table, whoever writes. Library pages are cached by the API under the
 * counter they were read at, so a write in any process is seen by the next read in every process.
 */
export const libraryVersions = pgTable('library_versions', {
  kind: text('kind').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
