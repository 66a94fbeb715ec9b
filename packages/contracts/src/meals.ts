import { z } from 'zod';
import { boundedText, errorBody, idParams, idSchema, listTotal, pageQuery } from './common.ts';
import { route } from './route.ts';
import { calendarDate } from './workouts.ts';

const DAY = 86_400_000;
/** Meals are planned or logged for dates near today, not in another decade. */
export const withinAYear = (date: string) =>
  Math.abs(Date.parse(`${date}T12:00:00Z`) - Date.now()) <= 366 * DAY;

export const MEAL_TYPES = ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES, {
  message: 'Meal type must be breakfast, lunch, dinner or snack',
});
export type MealType = z.infer<typeof mealTypeSchema>;

export const mealItemInput = z.object({
  foodId: idSchema,
  servings: z
    .number({ message: 'Servings must be a number' })
    .gt(0, 'Servings must be more than 0')
    .max(100, 'Servings must be at most 100'),
});

/** A meal planned by a trainer or logged by a client; nutrition totals are computed by the server. */
export const mealInput = z.object({
  name: boundedText('Meal name is required', 1, 'Meal name', 100),
  mealType: mealTypeSchema,
  date: calendarDate('Date is required').refine(withinAYear, 'Date must be within a year of today'),
  items: z
    .array(mealItemInput, { message: 'Add at least one food' })
    .min(1, 'Add at least one food')
    .max(50, 'A meal can have at most 50 foods'),
  notes: z.string().trim().max(1000, 'Notes must be at most 1000 characters').default(''),
});
export type MealInput = z.input<typeof mealInput>;

export const mealItem = z.object({
  foodId: idSchema,
  foodName: z.string(),
  servings: z.number(),
  servingSize: z.number(),
  servingMeasure: z.string(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  totalCarbs: z.number(),
});

export const meal = z.object({
  id: idSchema,
  clientId: idSchema,
  name: z.string(),
  mealType: mealTypeSchema,
  date: z.string(),
  notes: z.string(),
  calories: z.number(),
  protein: z.number(),
  fat: z.number(),
  totalCarbs: z.number(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  plannedBy: idSchema.nullable(),
  createdAt: z.string(),
  items: z.array(mealItem),
});
export type Meal = z.infer<typeof meal>;

/** One day's meals (`date`), or all of them, newest day first; a page at a time. */
export const mealListQuery = pageQuery.extend({
  date: calendarDate('Enter a date as YYYY-MM-DD').optional(),
});
export type MealListQuery = z.input<typeof mealListQuery>;
export const mealListAnswer = z.object({ meals: z.array(meal), total: listTotal });
export type MealListAnswer = z.infer<typeof mealListAnswer>;

/** The most meals one client can have (planned by their trainer or logged by themselves). */
export const MEALS_PER_CLIENT_MAX = 5_000;
export const MEALS_LIMIT_REACHED =
  'The limit of 5,000 meals per person has been reached. Delete older meals to add new ones.';
export const mealAnswer = z.object({ meal });
export const mealCompletion = z.object({
  isCompleted: z.boolean({ message: 'Completed must be true or false' }),
});

const tags = ['meals'];

/** The meals' calls. */
export const mealsCalls = {
  list: route({
    method: 'GET',
    path: '/api/meals',
    summary: 'List my meals',
    tags,
    query: mealListQuery,
    answers: { 200: mealListAnswer },
  }),

  create: route({
    method: 'POST',
    path: '/api/meals',
    summary: 'Log a meal',
    tags,
    body: mealInput,
    answers: { 201: mealAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),

  setCompletion: route({
    method: 'PATCH',
    path: '/api/meals/:id/completion',
    summary: 'Mark a meal eaten or not',
    tags,
    params: idParams,
    body: mealCompletion,
    answers: { 200: mealAnswer, 400: errorBody, 404: errorBody },
  }),

  remove: route({
    method: 'DELETE',
    path: '/api/meals/:id',
    summary: 'Delete a meal',
    tags,
    params: idParams,
    answers: { 204: z.null(), 404: errorBody },
  }),

  listOfClient: route({
    method: 'GET',
    path: '/api/clients/:id/meals',
    summary: "A client's meals, for their trainer",
    tags,
    params: idParams,
    query: mealListQuery,
    answers: { 200: mealListAnswer, 404: errorBody },
  }),

  plan: route({
    method: 'POST',
    path: '/api/clients/:id/meals',
    summary: 'Plan a meal for a client',
    tags,
    params: idParams,
    body: mealInput,
    answers: { 201: mealAnswer, 400: errorBody, 404: errorBody, 409: errorBody },
  }),
};
