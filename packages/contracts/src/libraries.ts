import { z } from 'zod';
import { idSchema, limitQuery, LIST_LIMIT_MAX, offsetQuery, requiredNumber } from './common.ts';
import { conditionList } from './conditions.ts';
import { exerciseDetailFields, exerciseFilterFields, exercisePictures } from './exercise-details.ts';
import {
  flag,
  foodPortion,
  itemMeta,
  itemName,
  nameList,
  nutrient,
  optionalNutrient,
  optionalText,
  requiredText,
  videoUrlField,
} from './library-fields.ts';

export { foodPortion, type FoodPortion } from './library-fields.ts';

/** Exercise difficulty levels, easiest first. */
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const difficultySchema = z.enum(DIFFICULTIES, {
  message: 'Difficulty must be BEGINNER, INTERMEDIATE or ADVANCED',
});
export type Difficulty = z.infer<typeof difficultySchema>;

/** The three shared libraries, as they appear in `/api/libraries/{kind}`. */
export const LIBRARY_KINDS = ['exercises', 'equipment', 'foods'] as const;
export const libraryKindSchema = z.enum(LIBRARY_KINDS, {
  message: 'Library must be exercises, equipment or foods',
});
export type LibraryKind = z.infer<typeof libraryKindSchema>;

// ---------------------------------------------------------------------------
// Library exercise
// ---------------------------------------------------------------------------

export const exerciseInput = z.object({
  name: itemName(120),
  description: optionalText('Description', 2000),
  category: optionalText('Category', 60),
  difficulty: difficultySchema,
  musclesWorked: nameList('Muscles worked', 'Muscle name', 20, 60),
  equipment: nameList('Equipment', 'Equipment name', 20, 120),
  videoUrl: videoUrlField,
  /** Minutes. */
  estimatedDuration: z
    .number({ message: 'Estimated duration must be a number' })
    .int('Estimated duration must be a whole number of minutes')
    .min(1, 'Estimated duration must be at least 1 minute')
    .max(600, 'Estimated duration must be at most 600 minutes')
    .nullable()
    .default(null),
  /** Kilocalories for the estimated duration. */
  caloriesBurned: z
    .number({ message: 'Calories burned must be a number' })
    .int('Calories burned must be a whole number')
    .min(0, 'Calories burned cannot be negative')
    .max(5000, 'Calories burned must be at most 5000')
    .nullable()
    .default(null),
  /** The conditions this exercise is contraindicated for. */
  contraindications: conditionList.default([]),
  approved: flag('Approved', false),
  isPublic: flag('Public', true),
  ...exerciseDetailFields,
});
export type ExerciseInput = z.input<typeof exerciseInput>;

export const exerciseItem = exerciseInput.extend({ ...itemMeta, pictures: exercisePictures });
export type Exercise = z.infer<typeof exerciseItem>;

// ---------------------------------------------------------------------------
// Library equipment
// ---------------------------------------------------------------------------

export const equipmentInput = z.object({
  name: itemName(120),
  description: optionalText('Description', 2000),
  category: optionalText('Category', 60),
  location: optionalText('Location', 120),
  brand: optionalText('Brand', 120),
  modelName: optionalText('Model name', 120),
  isAvailable: flag('Available', true),
  approved: flag('Approved', false),
});
export type EquipmentInput = z.input<typeof equipmentInput>;

export const equipmentItem = equipmentInput.extend(itemMeta);
export type Equipment = z.infer<typeof equipmentItem>;

// ---------------------------------------------------------------------------
// Library food
// ---------------------------------------------------------------------------

export const foodInput = z.object({
  name: itemName(120),
  description: optionalText('Description', 2000),
  brand: optionalText('Brand', 120),
  category: optionalText('Category', 60),
  /** Decimal amount of `servingMeasure` (the form steps by 0.1). */
  servingSize: requiredNumber('Serving size')
    .gt(0, 'Serving size must be greater than 0')
    .max(10000, 'Serving size must be at most 10000'),
  /** The unit of the serving, e.g. 'g', 'cup', 'slice', 'medium'. */
  servingMeasure: requiredText('Serving measure', 60),
  calories: nutrient('Calories'),
  protein: nutrient('Protein'),
  fat: nutrient('Fat'),
  totalCarbs: nutrient('Total carbs'),
  fiber: optionalNutrient('Fiber'),
  sugar: optionalNutrient('Sugar'),
  sodium: optionalNutrient('Sodium', 100000),
  /** Grams in one serving, when known. */
  servingGrams: z
    .number({ message: 'Serving grams must be a number' })
    .gt(0, 'Serving grams must be greater than 0')
    .max(10000, 'Serving grams must be at most 10000')
    .nullable()
    .default(null),
  portions: z
    .array(foodPortion, { message: 'Portions must be a list' })
    .max(30, 'A food can have at most 30 portions')
    .default([]),
  isVegan: flag('Vegan', false),
  isVegetarian: flag('Vegetarian', false),
  isGlutenFree: flag('Gluten free', false),
  isDairyFree: flag('Dairy free', false),
  approved: flag('Approved', false),
  isPublic: flag('Public', true),
});
export type FoodInput = z.input<typeof foodInput>;

/**
 * Where a food's values come from and its USDA FoodData Central id are set by the starter data
 * only: the input above has neither, so no call can set them.
 */
export const foodItem = foodInput.extend({
  ...itemMeta,
  source: z.string(),
  fdcId: z.number().int().nullable(),
});
export type Food = z.infer<typeof foodItem>;

// ---------------------------------------------------------------------------
// Set types (used by the workout builder's set blocks)
// ---------------------------------------------------------------------------

export const setTypeInput = z.object({
  name: itemName(60),
  description: optionalText('Description', 500),
});
export type SetTypeInput = z.input<typeof setTypeInput>;

export const setTypeSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
});
export type SetType = z.infer<typeof setTypeSchema>;

// ---------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------

/**
 * The order of a list without a search: by name (the library screens), or everyday items first
 * (pickers, where a person looks for what they eat; the same weight as a search's ranking).
 */
export const LIBRARY_ORDERS = ['name', 'everyday'] as const;

export const librarySearchQuery = z.object({
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
  order: z.enum(LIBRARY_ORDERS, { message: 'Order must be name or everyday' }).default('name'),
  limit: limitQuery(LIST_LIMIT_MAX),
  offset: offsetQuery,
});
export type LibrarySearchQuery = z.input<typeof librarySearchQuery>;
/** The exercise list's query: a search, and only the exercises working a muscle or using equipment. */
export const exerciseSearchQuery = librarySearchQuery.extend(exerciseFilterFields);
export type ExerciseSearchQuery = z.input<typeof exerciseSearchQuery>;
export type LibraryOrder = (typeof LIBRARY_ORDERS)[number];

/**
 * A list answer: the page of matching items, `total` matching items, and `libraryTotal` items in the
 * library as the caller sees it (for 'x of y items' while searching).
 */
const listAnswer = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), total: z.number().int(), libraryTotal: z.number().int() } as {
    [P in K]: z.ZodArray<T>;
  } & { total: z.ZodNumber; libraryTotal: z.ZodNumber });

export const exerciseListAnswer = listAnswer('exercises', exerciseItem);
export type ExerciseListAnswer = z.infer<typeof exerciseListAnswer>;
export const equipmentListAnswer = listAnswer('equipment', equipmentItem);
export type EquipmentListAnswer = z.infer<typeof equipmentListAnswer>;
export const foodListAnswer = listAnswer('foods', foodItem);
export type FoodListAnswer = z.infer<typeof foodListAnswer>;
export type LibraryListAnswer = ExerciseListAnswer | EquipmentListAnswer | FoodListAnswer;

export const exerciseAnswer = z.object({ item: exerciseItem });
export const equipmentAnswer = z.object({ item: equipmentItem });
export const foodAnswer = z.object({ item: foodItem });

export const setTypeListAnswer = z.object({ setTypes: z.array(setTypeSchema) });

/** Import: rows already read from a CSV or JSON file, sent in chunks. */
export const IMPORT_CHUNK_MAX = 500;
/** Far beyond any file, and small enough that every row number of a chunk stays a safe integer. */
export const IMPORT_ROW_NUMBER_MAX = 1_000_000_000;
export const importBody = z.object({
  rows: z
    .array(z.record(z.string(), z.unknown()), { message: 'Rows must be a list of items' })
    .min(1, 'The file has no rows')
    .max(IMPORT_CHUNK_MAX, `Send at most ${IMPORT_CHUNK_MAX} rows at a time`),
  /** Row numbers as the file counts them, for the report; defaults to 1, 2, 3... */
  firstRowNumber: z
    .number({ message: 'First row number must be a whole number' })
    .int('First row number must be a whole number')
    .min(1, 'First row number must be at least 1')
    .max(IMPORT_ROW_NUMBER_MAX, `First row number must be at most ${IMPORT_ROW_NUMBER_MAX}`)
    .default(1),
});
export const importAnswer = z.object({
  imported: z.number().int(),
  refused: z.array(
    z.object({
      row: z.number().int(),
      name: z.string(),
      errors: z.array(z.object({ path: z.string(), msg: z.string() })),
    }),
  ),
});
export type ImportAnswer = z.infer<typeof importAnswer>;
